import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8097);
export const SANDBOX_ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here) against
 * the real development build served by the real sandbox, on a fresh database each run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `${SANDBOX_ORIGIN}/application-frontend/`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx sandbox/main.ts',
    url: `${SANDBOX_ORIGIN}/application-frontend/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SANDBOX_DB: path.join(tmpdir(), `funnel-e2e-${process.pid}-${Date.now()}.db`),
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist/es-askrobin',
      CHECKING_DELAY_MS: '300',
    },
  },
});
