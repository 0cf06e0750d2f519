import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { BRAND_BUILDS, BRAND_BUILDS_DIR } from './tests/e2e/support/brandBuilds';

const PORT = Number(process.env.E2E_PORT ?? 8097);
export const SANDBOX_ORIGIN = `http://127.0.0.1:${PORT}`;
/** The same build mounted at another path by a second sandbox (tests/e2e/basePath.spec.ts). */
const MOUNTED_PORT = Number(process.env.E2E_MOUNTED_PORT ?? PORT + 1);
export const MOUNTED_ORIGIN = `http://127.0.0.1:${MOUNTED_PORT}`;
export const MOUNTED_BASE_PATH = '/apply';
const MOUNTED_SPEC = /basePath\.spec\.ts$/;

/**
 * tests/e2e/nginx.spec.ts serves a production build with real nginx (E2E_NGINX_PORT) and starts
 * its own sandbox API on another origin (E2E_NGINX_API_PORT); it needs nginx (NGINX_PATH).
 */
export const NGINX_PORTS = {
  funnel: Number(process.env.E2E_NGINX_PORT ?? 8095),
  api: Number(process.env.E2E_NGINX_API_PORT ?? 8096),
};
const NGINX_SPEC = /nginx\.spec\.ts$/;

/**
 * With E2E_BRANDS_DIR (the folder `node scripts/build-all.mjs development --out <dir>` fills), one
 * project per brand build runs tests/e2e/brands.spec.ts against that build, each served with its
 * own sandbox on its own port from E2E_BRANDS_BASE_PORT (default 8110). Without it, only the
 * default project runs, against E2E_DIST_DIR on E2E_PORT.
 */
const brandProjects: NonNullable<PlaywrightTestConfig['projects']> = BRAND_BUILDS_DIR
  ? BRAND_BUILDS.map((build) => ({
      name: `brand-${build.id}`,
      testMatch: /brands\.spec\.ts$/,
      use: { baseURL: `${build.origin}/application-frontend/` },
    }))
  : [];
/**
 * The dynamic (v3) form's tests and its data points preview's need a v3 build: with the brand
 * builds they run against es/finipay's; the default project (es/askrobin, classic) leaves them out.
 */
const v3Build = BRAND_BUILDS.find((build) => build.id === 'es-finipay');
const V3_SPEC = /(dynamicForm|dataPointsPreview)\.spec\.ts$/;
const v3Projects: NonNullable<PlaywrightTestConfig['projects']> =
  BRAND_BUILDS_DIR && v3Build
    ? [
        {
          name: 'v3-es-finipay',
          testMatch: V3_SPEC,
          use: { baseURL: `${v3Build.origin}/application-frontend/` },
        },
      ]
    : [];
const brandServers: Exclude<PlaywrightTestConfig['webServer'], undefined | unknown[]>[] =
  BRAND_BUILDS_DIR
    ? [
        {
          command: 'npx tsx tests/e2e/support/brandSandboxes.ts',
          url: `${BRAND_BUILDS.at(-1)?.origin ?? ''}/application-frontend/`,
          reuseExistingServer: false,
          // Seventeen servers compile the OpenAPI schemas each: give a busy CI machine time.
          timeout: 180_000,
        },
      ]
    : [];

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
  projects: [
    { name: 'default', testIgnore: [/brands\.spec\.ts$/, V3_SPEC, NGINX_SPEC, MOUNTED_SPEC] },
    {
      name: 'nginx',
      testMatch: NGINX_SPEC,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORTS.funnel}/application-frontend/` },
    },
    {
      name: 'mounted',
      testMatch: MOUNTED_SPEC,
      use: { baseURL: `${MOUNTED_ORIGIN}${MOUNTED_BASE_PATH}/` },
    },
    ...v3Projects,
    ...brandProjects,
  ],
  webServer: [
    {
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
        SANDBOX_CONTROLS: 'on',
        PUBLIC_ORIGIN: SANDBOX_ORIGIN,
      },
    },
    {
      // The default project's build, not rebuilt, mounted at another path at start-up.
      command: 'npx tsx sandbox/main.ts',
      url: `${MOUNTED_ORIGIN}${MOUNTED_BASE_PATH}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(MOUNTED_PORT),
        HOST: '127.0.0.1',
        BASE_PATH: MOUNTED_BASE_PATH,
        SANDBOX_DB: path.join(tmpdir(), `funnel-e2e-mounted-${process.pid}-${Date.now()}.db`),
        DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist/es-askrobin',
        CHECKING_DELAY_MS: '300',
        SANDBOX_CONTROLS: 'on',
        PUBLIC_ORIGIN: MOUNTED_ORIGIN,
      },
    },
    ...brandServers,
  ],
});
