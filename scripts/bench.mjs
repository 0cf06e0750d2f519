// `npm run bench`: builds the default brand against the sandbox, serves it, and measures it.
//   1. Lighthouse (mobile, default simulated throttling) three times: median score, FCP, LCP,
//      TBT, CLS and transferred bytes.
//   2. Step latency in Playwright with the CPU slowed 4x: keypress-to-paint in a text field and
//      submit-to-next-step render, median of 20 each.
//   3. Loading on a slow phone in Playwright (CPU 4x slower, 150 ms latency, 1.6 Mbit/s, cold
//      cache): when the first screen is painted and when the app has taken it over, median of 5.
// Not part of `npm test` (CI enforces only the byte budgets). Figures go to docs/performance.md.
//
//   BENCH_PORT (8165)  CHROME_PATH (/usr/bin/chromium)  BENCH_RUNS (3)  BENCH_SAMPLES (20)
//   BENCH_LOADS (5)
//   BENCH_SKIP_BUILD=1 reuses the last build   --strict exits 1 when a target is missed
//   Full Lighthouse reports: .bench/lighthouse-<run>.json
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8165);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const samples = Number(process.env.BENCH_SAMPLES ?? 20);
const loads = Number(process.env.BENCH_LOADS ?? 5);
const distDir = path.join(root, '.bench', 'es-askrobin');
const origin = `http://127.0.0.1:${port}`;
const url = `${origin}/application-frontend/`;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-background-networking'];

export const TARGETS = { score: 98, lcpMs: 1600, tbtMs: 50, cls: 0, keypressToPaintMs: 50 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function buildDefaultBrand() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('Building es/askrobin against the sandbox…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'development', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_COUNTRY: 'es',
        VITE_BRAND: 'askrobin',
        OUT_DIR: distDir,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    },
  );
  if (result.status !== 0) throw new Error('The build failed');
}

async function startSandbox() {
  const db = path.join(os.tmpdir(), `funnel-bench-${process.pid}.db`);
  const server = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      SANDBOX_DB: db,
      CHECKING_DELAY_MS: '300',
    },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(db, { force: true });
    rmSync(`${db}-wal`, { force: true });
    rmSync(`${db}-shm`, { force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The sandbox did not answer on ${url}`);
}

/** Each run's full report goes to .bench/lighthouse-<n>.json, for the why behind a figure. */
async function lighthouseRun(runNumber) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    writeFileSync(path.join(root, '.bench', `lighthouse-${runNumber}.json`), result.report);
    const { audits, categories } = result.lhr;
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      requests: audits['network-requests']?.details?.items?.length ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

/** In the page: time from each key event to the frame after it (rAF, then a task after the paint). */
function installKeypressProbe() {
  window.__keyToPaint = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => window.__keyToPaint.push(performance.now() - start)),
      );
    },
    { capture: true },
  );
}

const launchBrowser = () =>
  chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking'],
  });

/** A fresh phone-sized page (cold cache) with its CPU slowed 4x, and its DevTools session. */
async function slowPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'es-ES',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

async function stepLatency() {
  const browser = await launchBrowser();
  try {
    const { page } = await slowPhonePage(browser);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Tu préstamo' }).waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: 'Sobre ti' }).waitFor();

    // Keypress-to-paint: typing a name, one key at a time, with the app saving every keystroke.
    await page.evaluate(installKeypressProbe);
    const firstName = page.locator('[name="personalDetails.firstName"]');
    await firstName.click();
    for (let i = 0; i < samples; i += 1) {
      await page.keyboard.press(i % 2 ? 'a' : 'L');
      await page.waitForFunction((count) => window.__keyToPaint.length >= count, i + 1);
      await page.waitForTimeout(50);
    }
    const keyToPaint = await page.evaluate(() => window.__keyToPaint);

    await page.locator('[name="personalDetails.lastName"]').fill('García');
    await page.getByLabel('Mujer').check();
    await page.locator('[name="personalDetails.dateOfBirth.day"]').fill('17');
    await page.locator('[name="personalDetails.dateOfBirth.month"]').fill('5');
    await page.locator('[name="personalDetails.dateOfBirth.year"]').fill('1990');
    await page.locator('[name="personalDetails.personalCode"]').fill('12345678Z');

    // Submit-to-next-step: from the click to the frame that shows the next step's heading.
    const submitToNext = [];
    for (let i = 0; i < samples; i += 1) {
      const elapsed = page.evaluate(
        () =>
          new Promise((resolve) => {
            let start = 0;
            document.addEventListener('click', (event) => (start = event.timeStamp), {
              capture: true,
              once: true,
            });
            const observer = new MutationObserver(() => {
              if (document.querySelector('h1')?.textContent !== 'Datos de contacto') return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }),
      );
      await page.locator('form button[type="submit"]').click();
      submitToNext.push(await elapsed);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Sobre ti' }).waitFor();
    }
    return { keyToPaint, submitToNext };
  } finally {
    await browser.close();
  }
}

/** In the page: when the app's first render has replaced the build's picture of the first screen. */
function installAppReadyProbe() {
  new MutationObserver((_records, observer) => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild || root.querySelector(':scope > .first-paint')) return;
    window.__appReady = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Cold loads of the first screen on a slow phone, as Lighthouse's mobile preset simulates it
 * (CPU 4x slower, 150 ms round trip, 1.6 Mbit/s down), but observed in the browser: when the
 * first screen is painted and when the app has taken it over and answers input.
 */
async function slowPhoneLoads() {
  const browser = await launchBrowser();
  const painted = [];
  const appReady = [];
  try {
    for (let i = 0; i < loads; i += 1) {
      const { context, page, cdp } = await slowPhonePage(browser);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript(installAppReadyProbe);
      await page.goto(url);
      await page.waitForFunction(() => window.__appReady !== undefined, null, { timeout: 30_000 });
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        appReady: window.__appReady,
      }));
      painted.push(timing.painted);
      appReady.push(timing.appReady);
      await context.close();
    }
    return { painted, appReady };
  } finally {
    await browser.close();
  }
}

function machine() {
  const cpus = os.cpus();
  const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${version}`;
}

const fmt = (ms) => `${Math.round(ms)} ms`;
const check = (ok) => (ok ? 'meets target' : 'MISSES target');

async function main() {
  buildDefaultBrand();
  const stop = await startSandbox();
  try {
    console.log(`Machine: ${machine()}`);
    console.log(`Lighthouse ${runs}× mobile (default simulated throttling) on ${url}`);
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await lighthouseRun(i + 1);
      results.push(run);
      console.log(
        `  run ${i + 1}: score ${run.score}, FCP ${fmt(run.fcpMs)}, LCP ${fmt(run.lcpMs)}, TBT ${fmt(run.tbtMs)}, CLS ${run.cls.toFixed(3)}, ${(run.bytes / 1000).toFixed(1)} kB in ${run.requests} requests`,
      );
    }
    const m = (key) => median(results.map((run) => run[key]));
    const lh = {
      score: m('score'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      cls: m('cls'),
      bytes: m('bytes'),
    };

    console.log(`Step latency, CPU throttled 4×, median of ${samples}`);
    const { keyToPaint, submitToNext } = await stepLatency();
    const keyMedian = median(keyToPaint);
    const submitMedian = median(submitToNext);

    console.log(`Slow phone (4× CPU, 150 ms, 1.6 Mbit/s), ${loads} cold loads`);
    const slowPhone = await slowPhoneLoads();
    console.log(
      `  first screen painted ${slowPhone.painted.map(fmt).join(', ')}; app took over ${slowPhone.appReady.map(fmt).join(', ')}`,
    );

    const lines = [
      ['performance score', `${lh.score}`, lh.score >= TARGETS.score, `≥ ${TARGETS.score}`],
      ['first contentful paint', fmt(lh.fcpMs), true, ''],
      [
        'largest contentful paint',
        fmt(lh.lcpMs),
        lh.lcpMs < TARGETS.lcpMs,
        `< ${TARGETS.lcpMs} ms`,
      ],
      ['total blocking time', fmt(lh.tbtMs), lh.tbtMs < TARGETS.tbtMs, `< ${TARGETS.tbtMs} ms`],
      ['cumulative layout shift', lh.cls.toFixed(3), lh.cls <= TARGETS.cls, `${TARGETS.cls}`],
      ['transferred', `${(lh.bytes / 1000).toFixed(1)} kB`, true, ''],
      [
        'keypress to paint',
        fmt(keyMedian),
        keyMedian < TARGETS.keypressToPaintMs,
        `< ${TARGETS.keypressToPaintMs} ms`,
      ],
      ['submit to next step', fmt(submitMedian), true, ''],
      ['slow phone: first screen', fmt(median(slowPhone.painted)), true, ''],
      ['slow phone: app took over', fmt(median(slowPhone.appReady)), true, ''],
    ];
    console.log('');
    console.log('Median figures');
    for (const [name, value, ok, target] of lines) {
      console.log(
        `  ${name.padEnd(26)} ${value.padStart(10)}  ${target ? `${check(ok)} (${target})` : ''}`,
      );
    }
    const missed = lines.filter(([, , ok]) => !ok).length;
    console.log(missed ? `bench: ${missed} target(s) missed` : 'bench: every target met');
    if (process.argv.includes('--strict') && missed) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
