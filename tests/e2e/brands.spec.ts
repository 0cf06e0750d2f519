import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fillBirthDate } from './support/birthDate';
import { BRAND_BUILDS } from './support/brandBuilds';
import { ENTRY_SCRIPT, holdScript, openPictureWithoutTheApp } from './support/heldScripts';

/**
 * One short run per brand build (projects brand-<country>-<brand>, see playwright.config.ts): the
 * first screen shows the brand's title, currency and amount limits and the phone prefix; the first
 * step completes against the build's own sandbox, which stores the lead with the brand's product.
 * Legacy brands: loan information, then personal details (the lead is created), then the contact
 * step with the phone prefix. v3 brands: initial-details with the phone prefix, then its amount
 * dialog, whose confirmation creates the lead. The expectations are written out here,
 * independently of the brand configs.
 */
interface Applicant {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  personalCode: string;
}

interface Expected {
  title: string;
  currency: string;
  minAmount: number;
  maxAmount: number;
  /** The amount and period the first screen starts with (the Spanish default period 31 shows as 61). */
  amount: number;
  period: number;
  phonePrefix: string;
  product: string;
  /** A legacy brand's first step: personal details. */
  applicant?: Applicant;
  /** A v3 brand's first step is initial-details: e-mail, this national phone number, consents, then the amount. */
  v3Phone?: string;
}

const SPAIN: Applicant = {
  firstName: 'Lucía',
  lastName: 'García',
  dateOfBirth: '1990-05-17',
  personalCode: '12345678Z',
};
const MEXICO: Applicant = {
  firstName: 'María',
  lastName: 'Hernández',
  dateOfBirth: '1990-05-17',
  personalCode: 'HEGM900517MDFRRR03',
};
const COLOMBIA: Applicant = {
  firstName: 'Camila',
  lastName: 'Rodríguez',
  dateOfBirth: '1990-05-17',
  personalCode: '1020304050',
};
const POLAND: Applicant = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  dateOfBirth: '1944-05-14',
  personalCode: '44051401359',
};

const EXPECTED: Record<string, Expected> = {
  'es-askrobin': {
    title: 'AskRobin – Préstamos online',
    currency: '€',
    minAmount: 100,
    maxAmount: 1000,
    amount: 1000,
    period: 61,
    phonePrefix: '+34',
    product: 'askrobin',
    applicant: SPAIN,
  },
  'es-ibancar': {
    title: 'Ibancar – Préstamos con tu coche como garantía',
    currency: '€',
    minAmount: 1000,
    maxAmount: 15000,
    amount: 3000,
    period: 24,
    phonePrefix: '+34',
    product: 'ibancar',
    applicant: SPAIN,
  },
  'es-prestamotor': {
    title: 'Prestamotor – Tu coche, tu préstamo',
    currency: '€',
    minAmount: 1500,
    maxAmount: 20000,
    amount: 5000,
    period: 36,
    phonePrefix: '+34',
    product: 'default',
    applicant: SPAIN,
  },
  'es-cashtero': {
    title: 'Cashtero – Dinero rápido online',
    currency: '€',
    minAmount: 50,
    maxAmount: 800,
    amount: 300,
    period: 90,
    phonePrefix: '+34',
    product: 'default',
    v3Phone: '612345678',
  },
  'es-finipay': {
    title: 'Finipay – Préstamos rápidos online',
    currency: '€',
    minAmount: 100,
    maxAmount: 1500,
    amount: 500,
    period: 61,
    phonePrefix: '+34',
    product: 'finipay',
    v3Phone: '612345678',
  },
  'es-whitelabel': {
    title: 'Tu Crédito – Préstamos online',
    currency: '€',
    minAmount: 100,
    maxAmount: 1000,
    amount: 1000,
    period: 61,
    phonePrefix: '+34',
    product: 'whitelabel',
    applicant: SPAIN,
  },
  'mx-askrobin': {
    title: 'AskRobin México – Compara préstamos en línea',
    currency: '$',
    minAmount: 1000,
    maxAmount: 50000,
    amount: 10000,
    period: 12,
    phonePrefix: '+52',
    product: 'askrobin',
    applicant: MEXICO,
  },
  'mx-ibancar': {
    title: 'Ibancar México – Préstamos con tu auto en garantía',
    currency: '$',
    minAmount: 10000,
    maxAmount: 300000,
    amount: 50000,
    period: 24,
    phonePrefix: '+52',
    product: 'ibancar',
    applicant: MEXICO,
  },
  'mx-fiesta': {
    title: 'Fiesta – Préstamos rápidos en línea',
    currency: '$',
    minAmount: 1000,
    maxAmount: 20000,
    amount: 5000,
    period: 90,
    phonePrefix: '+52',
    product: 'fiesta',
    v3Phone: '5512345678',
  },
  'co-askrobin': {
    title: 'AskRobin Colombia – Compara créditos en línea',
    currency: '$',
    minAmount: 200000,
    maxAmount: 10000000,
    amount: 2000000,
    period: 12,
    phonePrefix: '+57',
    product: 'askrobin',
    applicant: COLOMBIA,
  },
  'co-ibancar': {
    title: 'Ibancar Colombia – Créditos con tu carro como garantía',
    currency: '$',
    minAmount: 1000000,
    maxAmount: 60000000,
    amount: 10000000,
    period: 24,
    phonePrefix: '+57',
    product: 'ibancar',
    applicant: COLOMBIA,
  },
  'pl-askrobin': {
    title: 'AskRobin – Porównaj pożyczki online',
    currency: 'zł',
    minAmount: 100,
    maxAmount: 10000,
    amount: 5000,
    period: 73,
    phonePrefix: '+48',
    product: 'askrobin',
    applicant: POLAND,
  },
  'pl-fidea': {
    title: 'Fidea – Pożyczki ratalne online',
    currency: 'zł',
    minAmount: 1000,
    maxAmount: 60000,
    amount: 5000,
    period: 80,
    phonePrefix: '+48',
    product: 'default',
    applicant: POLAND,
  },
  'de-askrobin': {
    title: 'AskRobin – Kredite online vergleichen',
    currency: '€',
    minAmount: 1000,
    maxAmount: 50000,
    amount: 10000,
    period: 48,
    phonePrefix: '+49',
    product: 'askrobin',
    applicant: {
      firstName: 'Anna',
      lastName: 'Schmidt',
      dateOfBirth: '1990-05-17',
      personalCode: 'T220001293',
    },
  },
  'ro-askrobin': {
    title: 'AskRobin – Compară credite online',
    currency: 'lei',
    minAmount: 500,
    maxAmount: 40000,
    amount: 5000,
    period: 24,
    phonePrefix: '+40',
    product: 'askrobin',
    applicant: {
      firstName: 'Ioana',
      lastName: 'Popescu',
      dateOfBirth: '1990-05-17',
      personalCode: '2900517400010',
    },
  },
  'ph-finipay': {
    title: 'Finipay – Fast online cash loans',
    currency: '₱',
    minAmount: 1000,
    maxAmount: 25000,
    amount: 5000,
    period: 90,
    phonePrefix: '+63',
    product: 'finipay',
    v3Phone: '09171234567',
  },
  'vn-lienketvay': {
    title: 'Lienketvay – Vay tiền online nhanh chóng',
    currency: '₫',
    minAmount: 1000000,
    maxAmount: 20000000,
    amount: 5000000,
    period: 120,
    phonePrefix: '+84',
    product: 'default',
    applicant: {
      firstName: 'Lan',
      lastName: 'Nguyễn Thị',
      dateOfBirth: '1990-05-17',
      personalCode: '001090012345',
    },
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const titlePattern = (title: string) => new RegExp(`– ${escape(title)}$`);

/** The amount slider shows the brand's limits, default and currency (on the first screen or in v3's amount dialog). */
async function checkAmount(scope: Locator, expected: Expected) {
  const amount = scope.locator('input[name="amount"]');
  await expect(amount).toHaveAttribute('min', String(expected.minAmount));
  await expect(amount).toHaveAttribute('max', String(expected.maxAmount));
  await expect(amount).toHaveValue(String(expected.amount));
  await expect(scope.locator('output[for="field-amount"]')).toContainText(expected.currency);
  await expect(scope.locator('.range-field__limits').first()).toContainText(expected.currency);
}

async function checkPhonePrefix(page: Page, expected: Expected) {
  const prefix = page.locator('#field-contactDetails-phoneNumber-prefix');
  await expect(prefix).toBeVisible();
  await expect(prefix).toHaveText(expected.phonePrefix);
  await expect(page.locator('[name="contactDetails.phoneNumber"]')).toHaveAccessibleDescription(
    new RegExp(`^${escape(expected.phonePrefix)}`),
  );
}

/** The lead the funnel created, as the build's own sandbox stored it. */
async function storedLead(page: Page, request: APIRequestContext, origin: string) {
  const leadId = await page.evaluate(() => {
    const raw = sessionStorage.getItem('leadApplication');
    return raw ? (JSON.parse(raw) as { application?: { id?: string } }).application?.id : undefined;
  });
  expect(leadId).toBeTruthy();
  const response = await request.get(`${origin}/sandbox/leads/${String(leadId)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { product: string; data: Record<string, unknown> };
}

async function legacyFirstStep(
  page: Page,
  request: APIRequestContext,
  origin: string,
  expected: Expected,
  applicant: Applicant,
) {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(titlePattern(expected.title));
  await checkAmount(page.locator('form'), expected);
  await expect(page.locator('input[name="period"]')).toHaveValue(String(expected.period));
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/personal-details$/);
  await page.locator('[name="personalDetails.firstName"]').fill(applicant.firstName);
  await page.locator('[name="personalDetails.lastName"]').fill(applicant.lastName);
  await page.locator('[name="personalDetails.gender"][value="FEMALE"]').check();
  await fillBirthDate(page, 'personalDetails.dateOfBirth', applicant.dateOfBirth);
  await page.locator('[name="personalDetails.personalCode"]').fill(applicant.personalCode);
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/contact-details$/);
  await checkPhonePrefix(page, expected);
  const lead = await storedLead(page, request, origin);
  expect(lead.product).toBe(expected.product);
  expect(lead.data).toMatchObject({
    amount: expected.amount,
    period: expected.period,
    personalDetails: { personalCode: applicant.personalCode },
  });
}

async function v3FirstStep(
  page: Page,
  request: APIRequestContext,
  origin: string,
  expected: Expected,
  phone: string,
) {
  await page.goto('./');
  await expect(page).toHaveURL(/\/initial-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(titlePattern(expected.title));
  await checkPhonePrefix(page, expected);
  await page.locator('[name="contactDetails.email"]').fill(`brands+${Date.now()}@example.com`);
  await page.locator('[name="contactDetails.phoneNumber"]').fill(phone);
  await page.locator('[name="generalPolicies"]').check();
  await page.locator('main form button[type="submit"]').first().click();

  // initial-details' amount dialog: the brand's limits; confirming it creates the lead.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await checkAmount(dialog, expected);
  await dialog.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/initial-details$/);
  const lead = await storedLead(page, request, origin);
  expect(lead.product).toBe(expected.product);
  expect(lead.data).toMatchObject({
    amount: expected.amount,
    contactDetails: { phoneNumber: phone },
  });
}

test('the first screen and first step are the brand’s own', async ({ page, request }, testInfo) => {
  const build = BRAND_BUILDS.find((candidate) => testInfo.project.name === `brand-${candidate.id}`);
  const expected = build ? EXPECTED[build.id] : undefined;
  if (!build || !expected) throw new Error(`No brand build for project ${testInfo.project.name}`);
  if (expected.applicant)
    await legacyFirstStep(page, request, build.origin, expected, expected.applicant);
  else if (expected.v3Phone)
    await v3FirstStep(page, request, build.origin, expected, expected.v3Phone);
  else throw new Error(`${build.id} has neither a legacy applicant nor a v3 phone`);
});

/** Phones from the smallest common one to a tall one; 412×823 is Lighthouse's. */
const PHONES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 823 },
  { width: 412, height: 915 },
];

/** Whether a tap at the middle of the element reaches it, rather than something above it. */
function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The button shows wholly above the banner, and a tap at its middle reaches it. */
async function expectAboveTheBanner(button: Locator, banner: Locator, size: string) {
  await expect(banner).toBeVisible();
  await expect(button).toBeVisible();
  const bannerBox = await banner.boundingBox();
  const buttonBox = await button.boundingBox();
  if (!bannerBox || !buttonBox) throw new Error('The banner or the button has no box');
  expect(buttonBox.y + buttonBox.height, size).toBeLessThanOrEqual(bannerBox.y);
  expect(await tapReaches(button), size).toBe(true);
}

test('the consent banner never covers the first screen’s primary button on a phone', async ({
  page,
}) => {
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    await page.goto('./');
    // The app's banner, not the build's picture of it that stands in at first paint.
    const banner = page.locator('section.consent:not(.first-paint *)');
    const button = page.locator('main .button--primary').first();
    const size = `${viewport.width}×${viewport.height}`;
    // Wherever its place in the page, the button shows wholly above the banner and takes a tap.
    await expectAboveTheBanner(button, banner, size);
    // Scrolled to its place, it is still above the banner (the room kept below the page).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await tapReaches(button), `${size}, scrolled to the end`).toBe(true);
  }
});

test('what the applicant does in the first paint is honoured once by the app', async ({
  page,
}, testInfo) => {
  const build = BRAND_BUILDS.find((candidate) => testInfo.project.name === `brand-${candidate.id}`);
  const expected = build ? EXPECTED[build.id] : undefined;
  if (!build || !expected) throw new Error(`No brand build for project ${testInfo.project.name}`);
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v3/lead'))
      creates.push(request.url());
  });
  const { release, picture } = await openPictureWithoutTheApp(page);
  await expect(picture.getByRole('heading', { level: 1 })).toBeVisible();

  // A legacy first screen's amount slider: a tap on whichever of its ± can move it.
  let tappedAmount: string | null = null;
  if (expected.applicant) {
    const amount = picture.locator('.range-field').first();
    const decrease = amount.locator('.range-field__controls button').first();
    const increase = amount.locator('.range-field__controls button').last();
    await ((await decrease.isEnabled()) ? decrease : increase).click();
    tappedAmount = await amount.locator('input[name="amount"]').inputValue();
    expect(Number(tappedAmount)).not.toBe(expected.amount);
  }
  await page.locator('.first-paint--consent .consent__button').first().click();
  await expect(page.locator('.first-paint--consent')).toBeHidden();
  const continueButton = picture.locator('form button[type="submit"]');
  await continueButton.click();
  await expect(continueButton).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(picture).toHaveCount(0);
  // The refusal is stored as the banner stores it: the app's banner does not ask again.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('trackingConsent')))
    .toContain('"analytics":false');
  if (expected.applicant) {
    // One continue: one step on; back on the first screen, the amount tapped in the picture.
    await expect(page).toHaveURL(/\/personal-details$/);
    await page.goBack();
    await expect(page.locator('main input[name="amount"]')).toHaveValue(tappedAmount ?? '');
  } else {
    // initial-details' continue, as a tap on the app's button: its empty fields are reported once.
    await expect(page).toHaveURL(/\/initial-details$/);
    await expect(page.locator('.error-summary')).toHaveCount(1);
    await expect(page.locator('.error-summary')).toBeVisible();
  }
  await expect(page.locator('section.consent:not(.first-paint *)')).toHaveCount(0);
  expect(creates).toEqual([]);
});

test('before the app, the picture of the banner never covers the picture’s primary button on a phone', async ({
  page,
}) => {
  await holdScript(page, ENTRY_SCRIPT);
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    await page.goto('./', { waitUntil: 'commit' });
    const picture = page.locator('#root > .first-paint');
    const banner = page.locator('.first-paint--consent');
    const button = picture.locator('form button[type="submit"]');
    await expectAboveTheBanner(button, banner, `${viewport.width}×${viewport.height}`);
  }
});

/** Where each of the first screen's labels and its primary button is on screen (nothing scrolls here). */
function formLayout(page: Page): Promise<string[]> {
  return page
    .locator('#root form')
    .first()
    .evaluate((form) =>
      Array.from(form.querySelectorAll('label, button[type="submit"]')).map(
        (element) =>
          `${element.textContent.trim()} @ ${Math.round(element.getBoundingClientRect().top)}`,
      ),
    );
}

test('the first screen holds still while the app takes its picture’s place and fills it in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const { release, picture } = await openPictureWithoutTheApp(page);
  await expect(picture.getByRole('heading', { level: 1 })).toBeVisible();
  const painted = await formLayout(page);
  expect(painted.length).toBeGreaterThan(1);

  release();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('section.consent:not(.first-paint *)')).toBeVisible();
  // What the app asks the server for at the start (the v3 policies, for one) is in.
  await page.waitForLoadState('networkidle');
  expect(await formLayout(page)).toEqual(painted);
});
