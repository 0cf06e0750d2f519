import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { Funnel, leadIdOf, storedLead } from './support/funnel';
import {
  ENTRY_SCRIPT,
  NEXT_STEP_CHUNKS,
  holdScript,
  openPictureWithoutTheApp,
  TRACKING_CHUNK,
} from './support/heldScripts';
import { funnelOnASlowConnection } from './support/slowConnection';
import { tapOnTheFirstFrameOfAPageInParts } from './support/tapAtFirstPaint';
import { stubThirdParties, TRACKERS_START_WITHIN } from './support/thirdParties';

/**
 * The build's first paint (build/firstScreenHtml.ts): a phone shows the first screen and the consent
 * banner before the JavaScript has arrived, can type nothing into the picture, and the app takes
 * its place without a second banner or a second page.
 */

/** Holds the app's JavaScript back, as a slow connection does, so the picture is all there is. */
async function withoutTheApp(page: Page) {
  await page.route(ENTRY_SCRIPT, (route) => route.abort());
}

/** When the page first painted content, and when it requested the app's entry script. */
function paintAndEntryRequest(page: Page) {
  return page.evaluate((entryPattern) => {
    const entry = new RegExp(entryPattern);
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entryRequested: performance
        .getEntriesByType('resource')
        .find((resource) => entry.test(resource.name))?.startTime,
    };
  }, ENTRY_SCRIPT.source);
}

const pictureOfPage = (page: Page) => page.locator('#root > .first-paint');
const pictureOfBanner = (page: Page) => page.locator('.first-paint--consent');

test('the first screen and the consent banner show before the JavaScript runs; only their controls take input', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toHaveText('Tu préstamo');
  await expect(pictureOfPage(page).locator('output[for="field-amount"]')).toHaveText('1000 €');
  await expect(pictureOfBanner(page).locator('.consent__intro')).toBeVisible();
  // The controls the early-input script answers to take focus in page order; the logo link, the
  // disabled + and the banner's "choose" (which needs the app) do not.
  const focusOrder: string[] = [];
  for (let presses = 0; presses < 7; presses += 1) {
    await page.keyboard.press('Tab');
    focusOrder.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        const name = focused?.getAttribute('aria-label') || focused?.id || focused?.textContent;
        // Intl puts a no-break space before the currency sign.
        return (name ?? '').replace(/\s/g, ' ');
      }),
    );
  }
  expect(focusOrder).toEqual([
    'Reducir en 100 €',
    'field-amount',
    'field-period',
    'Alargar en 1 día',
    'Solicitar ahora',
    'Rechazar todo',
    'Aceptar todo',
  ]);
  expect(
    await pictureOfPage(page)
      .getByRole('link')
      .evaluate((link) => link.closest('[inert]') !== null),
  ).toBe(true);
});

test('the picture’s banner does not offer what needs the app: “choose which” keeps its place, unseen, until the app’s banner', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('.');
  const banner = pictureOfBanner(page);
  await expect(banner.getByRole('button', { name: 'Aceptar todo' })).toBeVisible();
  const choose = banner.getByRole('button', { name: 'Elegir qué permito', includeHidden: true });
  await expect(choose).toBeHidden();
  expect(await choose.boundingBox()).not.toBeNull();
});

test('without its head script the picture does not show, so nothing shows that would not answer: the spinner does', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.route(/\/application-frontend\/$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // The inline script in the head that is no data: the head script.
    const withoutHeadScript = html.replace(
      /<script>(?:(?!<\/script>)[\s\S])*<\/script>(?=[\s\S]*<\/head>)/,
      '',
    );
    expect(withoutHeadScript).not.toBe(html);
    await route.fulfill({ response, body: withoutHeadScript });
  });
  await page.goto('.');
  await expect(spinner(page)).toBeVisible();
  await expect(pictureOfPage(page)).toBeHidden();
  await expect(pictureOfBanner(page)).toBeHidden();
});

test('the picture has the brand’s look before any stylesheet or script has loaded', async ({
  page,
}) => {
  const look = (target: Page) =>
    target
      .getByRole('button', { name: 'Solicitar ahora', includeHidden: true })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          background: style.backgroundColor,
          font: style.fontFamily,
          radius: style.borderRadius,
        };
      });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await withoutTheApp(page);
  await page.goto('.');
  const pictured = await look(page);

  const live = await page.context().newPage();
  await live.goto('.');
  await expect(live.locator('.first-paint')).toHaveCount(0);
  expect(pictured).toEqual(await look(live));
  await live.close();
  // Each inlined sheet keeps a disabled marker. A browser may fetch a disabled sheet, at low
  // priority and at a time of its choosing, or not at all (Chromium 156 does not): whatever it
  // fetches is one of the markers, and the picture waits for none.
  const markers = await page.locator('link[rel="stylesheet"]').evaluateAll((links) =>
    links.map((link) => ({
      href: (link as HTMLLinkElement).href,
      disabled: link.hasAttribute('disabled'),
    })),
  );
  expect(markers.length).toBeGreaterThan(0);
  expect(markers.every(({ disabled }) => disabled)).toBe(true);
  const markerAddresses = markers.map(({ href }) => href);
  expect(stylesheets.filter((url) => !markerAddresses.includes(url))).toEqual([]);
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.css'))
      // Chromium's field, not yet in TypeScript's DOM types.
      .map(
        (entry) =>
          (entry as PerformanceEntry & { renderBlockingStatus?: string }).renderBlockingStatus,
      )
      .filter((status) => status !== 'non-blocking'),
  );
  expect(blocking).toEqual([]);
});

test('a continue link and a later screen keep the brand’s look when their styles arrive', async ({
  page,
}) => {
  const brandColours = (target: Page) =>
    target.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
      background: getComputedStyle(document.body).backgroundColor,
    }));
  await page.goto('.');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const firstScreen = await brandColours(page);
  // The look's own colours, not the base styles' defaults.
  expect(firstScreen.primary).toBe('#c2410c');

  // A continue link whose lead is unknown: the funnel's own screen, with the shared later-screen
  // chunk and its styles loaded.
  await page.goto('continue/not-a-lead');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido abrir este enlace' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(2);
  expect(await brandColours(page)).toEqual(firstScreen);
});

test('the app’s script is requested while the page parses, and runs only once the picture has painted', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // When the app loader puts the entry's script into the page, which runs it.
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record): Node[] => Array.from(record.addedNodes));
      if (!added.some((node) => node instanceof HTMLScriptElement && node.type === 'module'))
        return;
      Object.assign(window, { entryRunAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('.');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const { painted, entryRequested } = await paintAndEntryRequest(page);
  const entryRunAt = await page.evaluate(() => Reflect.get(window, 'entryRunAt') as number);
  expect(painted).toBeDefined();
  expect(entryRequested).toBeLessThan(painted ?? Number.NEGATIVE_INFINITY);
  expect(entryRunAt).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
});

test('where there is no picture to paint, the app’s script is asked for at once', async ({
  page,
}) => {
  await page.goto('personal-details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The browser reports a paint a moment after it: the first screen may be the first content.
  await expect.poll(async () => (await paintAndEntryRequest(page)).painted).toBeDefined();
  const { painted, entryRequested } = await paintAndEntryRequest(page);
  expect(entryRequested).toBeLessThan(painted ?? Number.NEGATIVE_INFINITY);
});

test('the app takes the picture’s place: one page, one banner, and the banner works', async ({
  page,
}) => {
  await page.goto('.');
  const banner = page.getByRole('region', { name: 'Tu privacidad' });
  await expect(banner).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await expect(page.locator('section.consent')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await banner.getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('section.consent')).toHaveCount(0);
});

test('a choice in the banner’s picture after the app started is honoured once, and the tap reaches nothing beneath', async ({
  page,
}) => {
  const counts = await countCreatesAndConsentWrites(page);
  const releaseTracking = await holdScript(page, TRACKING_CHUNK);
  await page.goto('.');
  // The app runs, its banner is still on its way: the picture of the banner is what shows, and
  // still takes the choice (stored at the tap).
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await expect(pictureOfPage(page)).toHaveCount(0);
  const accept = pictureOfBanner(page).getByRole('button', {
    name: 'Aceptar todo',
    includeHidden: true,
  });
  const box = await accept.boundingBox();
  expect(box).not.toBeNull();
  const point = {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  };
  const underTheFinger = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.first-paint--consent') !== null,
    point,
  );
  expect(underTheFinger).toBe(true);
  await page.mouse.click(point.x, point.y);
  await expect(page).toHaveURL(/\/application-frontend\/$/);
  await expect(pictureOfBanner(page)).toBeHidden();
  await expect.poll(() => counts.consentWrites()).toBe(1);

  releaseTracking();
  await expect(pictureOfBanner(page)).toHaveCount(0);
  await expect.poll(() => counts.consentWrites()).toBe(1);
  await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: true, marketing: true });
});

test('a choice in the banner’s picture survives a reload before the app’s banner arrives', async ({
  page,
}) => {
  const releaseTracking = await holdScript(page, TRACKING_CHUNK);
  await page.goto('.');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await pictureOfBanner(page)
    .getByRole('button', { name: 'Rechazar todo', includeHidden: true })
    .click();
  await expect(pictureOfBanner(page)).toBeHidden();

  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await expect(pictureOfBanner(page)).toBeHidden();
  releaseTracking();
  // The app's privacy settings link is there, and its banner does not ask again.
  await expect(page.getByRole('button', { name: 'Configuración de privacidad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: false, marketing: false });
});

test('an applicant who already chose sees no picture of the banner', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'trackingConsent',
      JSON.stringify({
        version: 1,
        analytics: false,
        marketing: false,
        decidedAt: new Date().toISOString(),
      }),
    );
  });
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toBeVisible();
  await expect(pictureOfBanner(page)).toBeHidden();
});

test('an applicant coming back to a later step sees no picture of the first screen', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('personal-details');
  await expect(pictureOfPage(page)).toBeHidden();
  await expect(pictureOfBanner(page)).toBeHidden();
});

const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Cargando…' });
const ringColour = (page: Page) =>
  spinner(page)
    .locator('.spinner')
    .evaluate((ring) => getComputedStyle(ring).borderTopColor);
const NEUTRAL = 'rgb(95, 102, 112)';
const ASKROBIN_PRIMARY = 'rgb(194, 65, 12)';

test('a continue link shows the neutral spinner until the app shows the continue screen', async ({
  page,
}) => {
  const release = await holdScript(page, ENTRY_SCRIPT);
  // The page's load waits on the held script: go on once the HTML is there.
  await page.goto('continue/00000000-0000-4000-8000-000000000000', { waitUntil: 'commit' });
  await expect(spinner(page)).toBeVisible();
  expect(await ringColour(page)).toBe(NEUTRAL);
  await expect(pictureOfPage(page)).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.page-spinner')).toHaveCount(0);
});

test('a later step reloaded shows the brand’s spinner while its screen loads', async ({ page }) => {
  // This tab's applicant has reached the personal details step.
  await page.addInitScript(() => {
    sessionStorage.setItem('state', JSON.stringify({ progressState: 2 }));
  });
  const release = await holdScript(page, ENTRY_SCRIPT);
  await page.goto('personal-details', { waitUntil: 'commit' });
  await expect(spinner(page)).toBeVisible();
  expect(await ringColour(page)).toBe(ASKROBIN_PRIMARY);

  // The app runs; the later screen's own code is still on its way: the layout's spinner shows.
  let releaseScreen: () => void = () => undefined;
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route(/\/assets\/ClassicStepScreen-[^/]+\.js$/, async (route) => {
    await screenHeld;
    await route.continue();
  });
  release();
  await expect(page.locator('#root .first-paint-spinner')).toHaveCount(0);
  await expect(page.locator('main .page-spinner')).toHaveText('Cargando…');
  expect(await ringColour(page)).toBe(ASKROBIN_PRIMARY);
  releaseScreen();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
  await expect(page.locator('.page-spinner')).toHaveCount(0);
});

test('the first screen’s picture shows no spinner over it', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toBeVisible();
  await expect(page.locator('.first-paint-spinner')).toBeHidden();
  await expect(spinner(page)).toHaveCount(0);
});

test('the spinner does not spin for those who ask for less motion: it fades in place', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withoutTheApp(page);
  await page.goto('continue/00000000-0000-4000-8000-000000000000');
  await expect(spinner(page)).toBeVisible();
  const animation = await spinner(page)
    .locator('.spinner')
    .evaluate((ring) => getComputedStyle(ring).animationName);
  expect(animation).toBe('pulse');
});

/** Counts the lead creations on the wire and the writes of the consent choice. */
async function countCreatesAndConsentWrites(page: Page) {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v3/lead'))
      creates.push(request.url());
  });
  await page.addInitScript(() => {
    const setItem = Reflect.get(Storage.prototype, 'setItem');
    const writes: string[] = [];
    Object.assign(window, { consentWrites: writes });
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'trackingConsent') writes.push(value);
      setItem.call(this, key, value);
    };
  });
  return {
    creates: () => creates.length,
    consentWrites: () =>
      page.evaluate(() => (Reflect.get(window, 'consentWrites') as string[]).length),
  };
}

/** Drags a slider's thumb from where it is to a fraction of the slider's width. */
async function drag(page: Page, slider: ReturnType<Page['locator']>, to: number) {
  const box = await slider.boundingBox();
  if (!box) throw new Error('The slider is not on screen');
  const middle = box.y + box.height / 2;
  const from = await slider.evaluate((input: HTMLInputElement) => {
    const share =
      (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
    return share;
  });
  await page.mouse.move(box.x + 8 + from * (box.width - 16), middle);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, middle, { steps: 5 });
  await page.mouse.up();
}

/** Opens the first screen with the vendors stubbed, the wire counted and the app held back. */
async function openWithTheAppHeld(page: Page) {
  const traffic = await stubThirdParties(page);
  const counts = await countCreatesAndConsentWrites(page);
  return { traffic, counts, ...(await openPictureWithoutTheApp(page)) };
}

test.describe('what the applicant does before the app starts', () => {
  test('taps, a drag, the consent choice and a double tap on continue are honoured exactly once', async ({
    page,
    request,
  }) => {
    const { traffic, counts, release, picture } = await openWithTheAppHeld(page);
    await expect(picture.locator('h1')).toBeVisible();

    await picture.getByRole('button', { name: 'Reducir en 100 €' }).click();
    await picture.getByRole('button', { name: 'Reducir en 100 €' }).click();
    await expect(picture.locator('output[for="field-amount"]')).toHaveText('800 €');
    await drag(page, picture.locator('#field-period'), 0.5);
    const dragged = Number(await picture.locator('#field-period').inputValue());
    expect(dragged).toBeGreaterThan(61);
    await picture.getByRole('button', { name: 'Alargar en 1 día' }).click();
    const period = dragged + 1;
    await expect(picture.locator('output[for="field-period"]')).toHaveText(`${period} días`);
    await expect(picture.locator('.loan-summary')).toHaveText(`800 € durante ${period} días`);

    await pictureOfBanner(page).getByRole('button', { name: 'Aceptar todo' }).click();
    await expect(pictureOfBanner(page)).toBeHidden();
    // Stored at the tap, before the app: a reload now would not ask again.
    await expect.poll(() => counts.consentWrites()).toBe(1);

    const continueButton = picture.getByRole('button', { name: 'Solicitar ahora' });
    await continueButton.dblclick();
    const pending = picture.locator('button[type="submit"]');
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(pending).toHaveText('Guardando…');
    await expect(picture.getByRole('status').filter({ hasText: 'Guardando…' })).toBeAttached();
    expect(traffic.thirdParty()).toEqual([]);

    release();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
    // One step moved: going back lands on the first screen, with the values chosen in the picture.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
    await expect(page.locator('output[for="field-amount"]')).toHaveText('800 €');
    await expect(page.locator('output[for="field-period"]')).toHaveText(`${period} días`);
    // The choice is stored once, as the banner stores it, and the trackers start after it.
    await expect.poll(() => counts.consentWrites()).toBe(1);
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
    await expect
      .poll(() => traffic.hostsContacted(), TRACKERS_START_WITHIN)
      .toContain('www.googletagmanager.com');

    const funnel = new Funnel(page);
    await funnel.submit();
    await expect(page).toHaveURL(/\/personal-details$/);
    await funnel.fillPersonalDetails();
    await funnel.submit();
    await expect(page).toHaveURL(/\/contact-details$/);
    expect(counts.creates()).toBe(1);
    const lead = await storedLead(request, SANDBOX_ORIGIN, await leadIdOf(page));
    expect(lead.data).toMatchObject({ amount: 800, period });
  });

  test('a page that arrives in pieces shows no frame whose primary button would ignore a tap, and honours taps in the gap exactly once', async ({
    page,
  }) => {
    // The picture's markup arrives, and the rest of the page (the app loader) only when the test
    // sends it, as on a slow connection. Paid traffic comes with a query string.
    const funnel = await funnelOnASlowConnection(SANDBOX_ORIGIN, { pagePauseMs: 60_000 });
    try {
      const counts = await countCreatesAndConsentWrites(page);
      await page.addInitScript(() => {
        const frames: string[] = [];
        Object.assign(window, { framesSeen: frames });
        const record = () => {
          const button = document.querySelector('#root > .first-paint button[type="submit"]');
          frames.push(button === null ? 'no button' : button.closest('[inert]') ? 'inert' : 'live');
          if (frames.length < 60) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await page.goto(`${funnel.origin}/application-frontend/?utm_source=e2e`, {
        waitUntil: 'commit',
      });
      const picture = pictureOfPage(page);
      await expect(picture.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
      const frames = await page.waitForFunction(() => {
        const seen = (window as unknown as { framesSeen: string[] }).framesSeen;
        return seen.length >= 60 ? seen : null;
      });
      const seen: string[] = (await frames.jsonValue()) ?? [];
      const states = seen.filter((state, index, all) => state !== all[index - 1]);
      expect(states).toEqual(['live']);

      // Taps in the gap, before any script of the body has arrived.
      await picture.getByRole('button', { name: 'Reducir en 100 €' }).click();
      await expect(picture.locator('output[for="field-amount"]')).toHaveText('900 €');
      await pictureOfBanner(page).getByRole('button', { name: 'Aceptar todo' }).click();
      await expect(pictureOfBanner(page)).toBeHidden();
      await expect.poll(() => counts.consentWrites()).toBe(1);
      await picture.getByRole('button', { name: 'Solicitar ahora' }).click();
      await expect(picture.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
      expect(await page.evaluate(() => document.body.querySelectorAll('script').length)).toBe(0);

      funnel.sendTheRest();
      await expect(page).toHaveURL(/\/personal-details$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
      await page.goBack();
      await expect(page.locator('output[for="field-amount"]')).toHaveText('900 €');
      await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
      expect(await counts.consentWrites()).toBe(1);
      expect(counts.creates()).toBe(0);
    } finally {
      funnel.sendTheRest();
      await funnel.close();
    }
  });

  // The page comes in two parts, 3 s apart; the same test runs in Firefox
  // (tests/engines/firefox/pageInParts.spec.ts).
  test('a tap on the first frame of a page that arrives in pieces is honoured', async ({
    page,
  }) => {
    const { movedOn, tap } = await tapOnTheFirstFrameOfAPageInParts(page, SANDBOX_ORIGIN);
    expect(movedOn, `${tap} moves on to the next step`).toBe(true);
  });

  test('a continue pressed before the app asks at once for what the next step needs, while the app is still on its way', async ({
    page,
  }) => {
    const nextStepChunks = new RegExp(`/(${NEXT_STEP_CHUNKS.join('|')})-[^/]+\\.js$`);
    const asked = new Set<string>();
    page.on('request', (request) => {
      const chunk = nextStepChunks.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) asked.add(chunk);
    });
    const { release, picture } = await openWithTheAppHeld(page);
    await picture.getByRole('button', { name: 'Solicitar ahora' }).click();
    await expect(picture.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => [...asked].sort()).toEqual([...NEXT_STEP_CHUNKS].sort());
    // Asked for by the picture: the app has not run (its entry is held), the picture still shows.
    await expect(picture).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
  });

  test('a continue pressed before the app takes the applicant on where a content blocker keeps the tracking chunk out', async ({
    page,
  }) => {
    await page.route(TRACKING_CHUNK, (route) => route.abort('blockedbyclient'));
    const { release, picture } = await openWithTheAppHeld(page);
    await picture.getByRole('button', { name: 'Reducir en 100 €' }).click();
    await picture.getByRole('button', { name: 'Solicitar ahora' }).click();
    await expect(picture.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
    await page.goBack();
    await expect(page.locator('output[for="field-amount"]')).toHaveText('900 €');
  });

  test('a reject in the banner is kept, and focus goes to the app’s matching control', async ({
    page,
  }) => {
    const { traffic, counts, release, picture } = await openWithTheAppHeld(page);
    await pictureOfBanner(page).getByRole('button', { name: 'Rechazar todo' }).click();
    await expect(pictureOfBanner(page)).toBeHidden();
    await picture.getByRole('button', { name: 'Alargar en 1 día' }).click();
    await expect(picture.locator('output[for="field-period"]')).toHaveText('62 días');
    await picture.locator('#field-amount').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(picture.locator('output[for="field-amount"]')).toHaveText('900 €');

    release();
    await expect(pictureOfPage(page)).toHaveCount(0);
    await expect(page.locator('output[for="field-amount"]')).toHaveText('900 €');
    await expect(page.locator('output[for="field-period"]')).toHaveText('62 días');
    await expect(page.locator('#field-amount')).toBeFocused();
    await expect(page).toHaveURL(/\/application-frontend\/$/);
    // Stored at the tap, as the app's banner stores it; the app's banner reads it and does not
    // ask again, so it is stored once.
    await expect.poll(() => counts.consentWrites()).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: false, marketing: false });
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
    await page.waitForLoadState('load');
    expect(traffic.thirdParty()).toEqual([]);
    expect(counts.creates()).toBe(0);
  });

  test('a value moved before the app survives a reload; the reloaded page shows it, not the default', async ({
    page,
  }) => {
    const { release, picture } = await openPictureWithoutTheApp(page);
    await picture.getByRole('button', { name: 'Reducir en 100 €' }).click();
    await picture.getByRole('button', { name: 'Alargar en 1 día' }).click();
    await expect(picture.locator('output[for="field-amount"]')).toHaveText('900 €');

    // The app never ran: the reload finds the values where the picture stored them.
    await page.reload({ waitUntil: 'commit' });
    await expect(spinner(page)).toBeVisible();
    await expect(pictureOfPage(page)).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
    await expect(page.locator('output[for="field-amount"]')).toHaveText('900 €');
    await expect(page.locator('output[for="field-period"]')).toHaveText('62 días');
  });
});

test.describe('where the picture is off, the spinner shows until the app', () => {
  test('in a partner’s frame', async ({ page }) => {
    // A real server: Chromium keeps a page that no address served from framing a local one.
    const partnerPage = `<!doctype html><iframe src="${SANDBOX_ORIGIN}/application-frontend/" width="400" height="600"></iframe>`;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(partnerPage);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const partner = `http://localhost:${(server.address() as AddressInfo).port}/`;
    const release = await holdScript(page, ENTRY_SCRIPT);
    try {
      await page.goto(partner, { waitUntil: 'commit' });
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('status').filter({ hasText: 'Cargando…' })).toBeVisible();
      await expect(frame.locator('#root > .first-paint')).toBeHidden();
      await expect(frame.locator('.first-paint--consent')).toBeHidden();
      release();
      await expect(frame.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
      await expect(frame.locator('.first-paint-spinner')).toHaveCount(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('for a returning applicant', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('storedLoanApplication', JSON.stringify({ amount: 500, period: 70 }));
    });
    const release = await holdScript(page, ENTRY_SCRIPT);
    await page.goto('.', { waitUntil: 'commit' });
    await expect(spinner(page)).toBeVisible();
    await expect(pictureOfPage(page)).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
    await expect(page.locator('output[for="field-amount"]')).toHaveText('500 €');
    await expect(page.locator('.first-paint-spinner')).toHaveCount(0);
  });
});
