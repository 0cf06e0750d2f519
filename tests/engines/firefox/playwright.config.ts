import { defineConfig } from '@playwright/test';
import { ENGINES_PORT, engineBuilds } from '../support/engineBuilds';

/** The Firefox suite's two builds, on the first two of the engines' ports. */
export const FIREFOX_BUILDS = engineBuilds(ENGINES_PORT);

/**
 * Debian's Firefox ESR driven over WebDriver BiDi by the Playwright of this folder's package.json
 * (scripts/test-engine.sh installs it): Playwright 1.65 asks Firefox 153 for a command it does not
 * know (emulation.setMediaFeaturesOverride). Run with `npm run test:firefox`.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../../test-results/firefox',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // As long as the WebKit driver's checks wait (tests/engines/webkit/webdriverDriver.ts).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'firefox',
    channel: 'moz-firefox',
    launchOptions: { executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
  },
  // The scenarios every engine runs, and the tap on the first frame of a page in two parts, which
  // Firefox paints before `blocking=render` would let it (the head script answers it all the same).
  projects: [{ name: 'firefox', testMatch: /(engines|pageInParts)\.spec\.ts$/ }],
  webServer: {
    command: `npx tsx tests/engines/support/serveEngineBuilds.ts ${FIREFOX_BUILDS.classic.port}`,
    cwd: '../../..',
    url: `${FIREFOX_BUILDS.v3.origin}/application-frontend/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
