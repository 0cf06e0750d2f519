// The tap probe of `npm run bench` (scripts/bench.mjs): a cold load of a page's first screen on
// the slow phone of issue 19, with the applicant tapping the primary button every 50 ms from
// navigation, until a tap works. What it records, in ms from navigation:
//   - paint: the first contentful paint (paint timing);
//   - takeover: when the app's first render has replaced what the page painted before it (the
//     build's picture, src/features/layout/prerenderedPage.ts; a page without one is taken over
//     by its first render);
//   - firstWorkingTap: when the tap that worked was made. A tap works when the page leaves the
//     first screen's address (the funnel's router, the reference's pushState): the tap is the
//     first one the first paint kept as a pending continue (build/earlyInputScript.ts), else the
//     last click the page received before that;
//   - tapsLost: taps made from the first paint (the button is on screen) until the working one;
//   - nextStep: when the next step's heading is on screen, the applicant's proof that it worked;
//   - scriptsBeforeTakeover: the scripts requested before the takeover (resource timing), the
//     critical path as the phone saw it.
// The taps are CDP mouse presses at the button's centre, sent without waiting for the page (a
// thumb does not wait either); each carries the time it was made, which the page's click events
// report as their timeStamp.

import { installTakeoverProbe } from './takeoverProbe.mjs';

/** Issue 19's phone: Lighthouse's mobile preset, observed instead of simulated. */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
};
export const TAP_INTERVAL_MS = 50;
/** A load whose taps have not worked after this long is reported as failed. */
const GIVE_UP_MS = 30_000;
const PRIMARY_BUTTON = 'form button[type="submit"]';

/** In the page, before its own scripts: the clicks it receives and the moments above. */
function installTapProbe(firstPath) {
  const probe = {
    clicks: [],
    keptTap: undefined,
    takeover: undefined,
    firstWorkingTap: undefined,
    nextStep: undefined,
  };
  window.__tapProbe = probe;
  document.addEventListener(
    'click',
    (event) => {
      // The app's takeover presses its own button for a continue tapped in the first paint: not a tap.
      if (!event.isTrusted) return;
      probe.clicks.push(event.timeStamp);
      // A tap the first paint's early-input script kept as a pending continue (its handoff,
      // EARLY_INPUT_GLOBAL in src/features/layout/prerenderedPage.ts) is the one that works.
      if (probe.keptTap === undefined)
        setTimeout(() => {
          if (probe.keptTap === undefined && window.__earlyInput?.continuePending === true)
            probe.keptTap = event.timeStamp;
        });
    },
    { capture: true },
  );
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || root.querySelector(':scope > .first-paint')) return;
    probe.takeover = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });

  const watchNextStep = (firstHeading) =>
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('h1')?.textContent;
      if (!heading || heading === firstHeading) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (probe.nextStep = performance.now())));
    }).observe(document, { childList: true, subtree: true, characterData: true });

  window.navigation.addEventListener('navigate', (event) => {
    if (probe.firstWorkingTap !== undefined) return;
    if (new URL(event.destination.url).pathname === firstPath) return;
    // A handoff is consumed at the takeover, so the kept tap was recorded before it.
    probe.firstWorkingTap = probe.keptTap ?? probe.clicks.at(-1) ?? Number.NaN;
    watchNextStep(document.querySelector('h1')?.textContent);
  });
}

/** A fresh phone (cold cache, own context) with the CPU and, unless told not to, the network of SLOW_PHONE. */
export async function slowPhone(browser, { cpu = true, network = true } = {}) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    locale: 'es-ES',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
  }
  return { context, page, cdp };
}

/** Where the taps land: the primary button's centre, read on an unthrottled load of the page. */
export async function primaryButtonCentre(browser, url) {
  const { context, page } = await slowPhone(browser, { cpu: false, network: false });
  try {
    await page.goto(url);
    // The app's button, once it has replaced the build's picture (same place: brands.spec checks
    // it), so the box is not read from a button the takeover is removing.
    await page.waitForFunction((selector) => {
      const button = document.querySelector(selector);
      return button !== null && button.closest('[inert], .first-paint') === null;
    }, PRIMARY_BUTTON);
    const box = await page.locator(PRIMARY_BUTTON).boundingBox();
    if (!box) throw new Error(`${url}: the primary button has no box`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

const tap = (cdp, { x, y }, epochMs) => {
  const event = { x, y, button: 'left', clickCount: 1, timestamp: epochMs / 1000 };
  const ignoreClosed = () => undefined;
  cdp.send('Input.dispatchMouseEvent', { ...event, type: 'mousePressed' }).catch(ignoreClosed);
  cdp.send('Input.dispatchMouseEvent', { ...event, type: 'mouseReleased' }).catch(ignoreClosed);
};

/** One cold load of `url` on the slow phone, tapping `target` until a tap works. */
export async function tapLoad(browser, url, target) {
  const firstPath = new URL(url).pathname;
  const { context, page, cdp } = await slowPhone(browser);
  try {
    await page.addInitScript(installTapProbe, firstPath);
    const tapsMade = [];
    const navigation = page.goto(url, { timeout: GIVE_UP_MS });
    const start = Date.now();
    while (new URL(page.url()).pathname === firstPath || page.url() === 'about:blank') {
      if (Date.now() - start > GIVE_UP_MS) throw new Error(`${url}: no tap worked in 30 s`);
      const madeAt = Date.now();
      tapsMade.push(madeAt);
      tap(cdp, target, madeAt);
      await new Promise((resolve) =>
        setTimeout(resolve, start + tapsMade.length * TAP_INTERVAL_MS - Date.now()),
      );
    }
    await navigation;
    await page.waitForFunction(() => window.__tapProbe.nextStep !== undefined, null, {
      timeout: GIVE_UP_MS,
    });
    const seen = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      ...window.__tapProbe,
    }));
    if (Number.isNaN(seen.firstWorkingTap))
      throw new Error(`${url}: the page left its first screen before any tap reached it`);
    const made = tapsMade.map((epochMs) => epochMs - seen.timeOrigin);
    // Taps are made TAP_INTERVAL_MS apart: half of that tells the working tap from the one before.
    const tapsLost = made.filter(
      (at) => at >= seen.paint && at < seen.firstWorkingTap - TAP_INTERVAL_MS / 2,
    ).length;
    return {
      paint: seen.paint,
      takeover: seen.takeover ?? Number.NaN,
      firstWorkingTap: seen.firstWorkingTap,
      tapsLost,
      nextStep: seen.nextStep,
      scriptsBeforeTakeover: seen.scripts
        .filter((script) => script.startTime < (seen.takeover ?? Infinity))
        .map((script) => new URL(script.url).pathname),
    };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of a dynamic-form (v3) build on the slow phone, without taps: when the app takes
 * the picture's place, what it shows first, and when the first step's form is on screen.
 */
export async function firstStepLoad(browser, url) {
  const { context, page } = await slowPhone(browser);
  try {
    await page.addInitScript(installTakeoverProbe);
    await page.goto(url, { timeout: GIVE_UP_MS });
    await page.waitForFunction(
      () => window.__takeoverProbe.shown.some(({ what }) => what === 'step'),
      null,
      { timeout: GIVE_UP_MS, polling: 50 },
    );
    const seen = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      shown: window.__takeoverProbe.shown,
    }));
    const [first] = seen.shown;
    return {
      paint: seen.paint,
      takeover: first?.at ?? Number.NaN,
      replacedBy: first?.what ?? 'nothing',
      form: seen.shown.find(({ what }) => what === 'step')?.at ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}
