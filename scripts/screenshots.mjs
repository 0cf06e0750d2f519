// `npm run screenshots`: walks the default build through every classic screen against a fresh
// sandbox and saves each at 375 px and 1280 px into docs/screenshots/; then the first screen of
// every brand build into docs/screenshots/brands/ (scripts/brand-screenshots.mjs; SKIP_BRANDS=1 skips it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 8099);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/application-frontend`;
const OUT = 'docs/screenshots';
const WIDTHS = [375, 1280];

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'development'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(OUT, { recursive: true });

// One process (tsx as a loader of this node), so killing it stops the sandbox: through npx the
// kill would reach only npx and leave the server holding the port.
const server = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    SANDBOX_DB: path.join(tmpdir(), `screenshots-${Date.now()}.db`),
    DIST_DIR: 'dist/es-askrobin',
    CHECKING_DELAY_MS: '300',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('sandbox did not start');
}

const fill = async (page, values) => {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`[name="${name}"]`);
    const tag = await control
      .first()
      .evaluate((element) => `${element.tagName}:${element.getAttribute('type')}`);
    if (tag.startsWith('SELECT')) await control.selectOption(value);
    else if (tag.endsWith(':checkbox')) await control.check();
    else if (tag.endsWith(':radio'))
      await page.locator(`[name="${name}"][value="${value}"]`).check();
    else await control.fill(value);
  }
};

const STEPS = [
  [
    'personal-details',
    {
      'personalDetails.firstName': 'Lucía',
      'personalDetails.lastName': 'García',
      'personalDetails.gender': 'FEMALE',
      'personalDetails.dateOfBirth.day': '17',
      'personalDetails.dateOfBirth.month': '5',
      'personalDetails.dateOfBirth.year': '1990',
      'personalDetails.personalCode': '12345678Z',
    },
  ],
  [
    'contact-details',
    {
      'contactDetails.email': 'EMAIL',
      'contactDetails.phoneNumber': '612345678',
      'contactDetails.street': 'Calle Mayor',
      'contactDetails.houseNumber': '12',
      'contactDetails.postalCode': '28013',
      'contactDetails.city': 'Madrid',
      generalPolicies: true,
    },
  ],
  [
    'income-details',
    {
      'incomeDetails.incomeSource': 'EMPLOYED',
      'incomeDetails.monthlyIncome': '1800',
      'incomeDetails.incomePayday': '28',
    },
  ],
  [
    'other-information',
    {
      'otherDetails.loanPurpose': 'CAR',
      'otherDetails.maritalStatus': 'SINGLE',
      'otherDetails.education': 'UNIVERSITY',
      'otherDetails.housingTenure': 'RENT',
      'otherDetails.numberOfDependants': '0',
      'expenses.monthlyExpenses': '600',
    },
  ],
  [
    'reference-information',
    {
      'referenceDetails.type': 'FRIEND',
      'referenceDetails.name': 'Ana López',
      'referenceDetails.phoneNumber': '698765432',
    },
  ],
];

async function shoot(page, name, width) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
}

async function walk(browser, width, { outcome, route }) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (outcome === 'accepted') await shoot(page, 'loan-information', width);
  await page.locator('form button[type="submit"]').click();
  for (const [step, values] of STEPS) {
    await page.waitForURL(new RegExp(`/${step}$`));
    if (outcome === 'accepted' && step === 'personal-details') {
      await page.locator('form button[type="submit"]').click();
      await shoot(page, 'personal-details-errors', width);
    }
    await fill(
      page,
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v === 'EMAIL' ? `${outcome}@example.com` : v]),
      ),
    );
    if (outcome === 'accepted') await shoot(page, step, width);
    await page.locator('form button[type="submit"]').click();
  }
  await page.waitForURL(/\/checking$/);
  if (outcome === 'accepted') await shoot(page, 'checking', width);
  await page.waitForURL(new RegExp(`/${route}$`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, route, width);
  await context.close();
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const width of WIDTHS) {
    const outcomes = [
      { outcome: 'accepted', route: 'accepted' },
      { outcome: 'rejected', route: 'rejected' },
      { outcome: 'thankyou', route: 'thank-you' },
      { outcome: 'redirected', route: 'redirected' },
    ];
    for (const outcome of outcomes) {
      await walk(browser, width, outcome).catch((error) => {
        throw new Error(`${outcome.route} at ${width}px: ${error.message}`);
      });
    }
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${BASE}/no-such-page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'not-found', width);
    await page.goto(`${BASE}/unsubscribe`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'unsubscribe', width);
    await page.close();
  }
  await browser.close();
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  server.kill();
}

if (!process.env.SKIP_BRANDS) {
  const brands = spawnSync(process.execPath, ['scripts/brand-screenshots.mjs'], {
    stdio: 'inherit',
  });
  if (brands.status !== 0) process.exit(brands.status ?? 1);
}
