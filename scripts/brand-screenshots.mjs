// The first screen of every brand build at 375 px and 1280 px into docs/screenshots/brands/
// (run by `npm run screenshots`, or alone). Builds the 17 development builds into a temporary
// folder unless BRAND_BUILDS_DIR names ready ones, and serves each with its own sandbox.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { registeredBrands } from './brands.mjs';

const OUT = 'docs/screenshots/brands';
const WIDTHS = [375, 1280];
const BASE_PORT = Number(process.env.SCREENSHOT_BRANDS_BASE_PORT ?? 8110);
const brands = registeredBrands().map((pair, index) => ({
  ...pair,
  origin: `http://127.0.0.1:${BASE_PORT + index}`,
}));

const ownBuilds = process.env.BRAND_BUILDS_DIR
  ? null
  : mkdtempSync(path.join(tmpdir(), 'brand-screenshots-'));
const buildsDir = process.env.BRAND_BUILDS_DIR ?? ownBuilds;
if (ownBuilds) {
  const build = spawnSync(
    process.execPath,
    ['scripts/build-all.mjs', 'development', '--out', ownBuilds],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(OUT, { recursive: true });

// One process (tsx as a loader of this node), so killing it stops every sandbox.
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/brandSandboxes.ts'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BRANDS_DIR: buildsDir, E2E_BRANDS_BASE_PORT: String(BASE_PORT) },
});

async function waitForServers() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${brands.at(-1).origin}/application-frontend/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('brand sandboxes did not start');
}

try {
  await waitForServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const brand of brands) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${brand.origin}/application-frontend/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(OUT, `${brand.id}-${width}.png`), fullPage: true });
      await context.close();
    }
    console.log(`✓ ${brand.id}`);
  }
  await browser.close();
  console.log(`Brand screenshots written to ${OUT}/`);
} finally {
  server.kill();
  if (ownBuilds) rmSync(ownBuilds, { recursive: true, force: true });
}
