import { expect, test, type Page, type Route } from '@playwright/test';
import { fillBirthDate } from './support/birthDate';
import { audit, localeExpectations, type LocaleExpectations } from './support/audit';
import { ANSWERS, DynamicFunnel, FIELD_OF, scenarioSteps } from './support/dynamicForm';
import { continuePathOf, continueTo, followContinueLink, leadInState } from './support/leadStates';
import { localeTargets, type LocaleTarget } from './support/localeBuilds';

/**
 * Every screen the sandbox can reach, for one build per locale (support/localeBuilds.ts), checked
 * by axe (WCAG 2.1 A and AA) and for reflow, language and error handling (support/audit.ts), in
 * its default state and, where it has a form, after an empty submit. Axe runs on both states for
 * es-askrobin and es-finipay; on the other builds it runs on the state after the failed submit,
 * which holds every node of the empty form plus its errors (the other checks run on both).
 * Screens are reached as a returning applicant reaches them, through a continue link to a lead
 * in that state. The viewport is 320 CSS px wide: the width WCAG 1.4.10 asks content to reflow to.
 *
 * Without E2E_BRANDS_DIR this runs on the default build alone (E2E_DIST_DIR, E2E_DIST_ID).
 */

/** How a screen shows its errors: an empty submit, or its own way. */
type ErrorState = 'submit' | 'clearPhone' | 'bankFailure' | null;

interface StateScreen {
  state: number;
  route: string;
  errors: ErrorState;
}

const screen = (state: number, route: string, errors: ErrorState = 'submit'): StateScreen => ({
  state,
  route,
  errors,
});

const CLASSIC_STEPS = [
  screen(2, '/personal-details'),
  screen(3, '/contact-details'),
  screen(4, '/income-details'),
  screen(5, '/other-information'),
  screen(25, '/reference-information'),
];

const AFTER_OFFER = [
  screen(7, '/mobile-verification'),
  screen(9, '/instantor', 'bankFailure'),
  screen(15, '/change-mobile-number', 'clearPhone'),
  screen(16, '/vehicle'),
  screen(17, '/wenance-tink', 'bankFailure'),
  screen(18, '/wenance-account'),
  screen(19, '/moneyman-paylands', 'bankFailure'),
  screen(20, '/consents'),
  screen(29, '/advanzia-consents'),
  screen(30, '/id-upload'),
  screen(35, '/dynamic-consents'),
  screen(36, '/tfbank-consents'),
];

const PARTNER_STEPS = [
  screen(8, '/employment-details'),
  screen(21, '/additional-employment-details'),
  screen(23, '/marital-details'),
  screen(24, '/aide'),
  screen(26, '/credit-details'),
  screen(27, '/professional-details'),
  screen(28, '/cnp'),
  screen(31, '/customer-debts'),
  screen(32, '/reference-details'),
  screen(33, '/wniosek'),
  screen(34, '/wniosek-uzupelnienie'),
  screen(37, '/ipfd-offer-choice'),
  screen(38, '/cofidis-offer'),
  // Both offers are complete as shown: taking them is the only thing to do.
  screen(39, '/provident-offer', null),
  screen(40, '/instabank-offer'),
  screen(41, '/proficredit-offer', null),
];

const OUTCOMES = [
  screen(10, '/accepted', null),
  screen(11, '/thank-you', null),
  screen(12, '/redirected', null),
  screen(13, '/rejected', null),
];

/** The sandbox's partner page inside the bank-connection screens is a third party's. */
const PARTNER_FRAME = 'iframe.bank-connection__frame';

/** The cookie banner is answered once, so that it covers no screen under test. */
async function answerConsentBanner(page: Page) {
  const banner = page.locator('body > section.consent');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').first().click();
  await expect(banner).toBeHidden();
}

async function submitForm(page: Page) {
  await page.locator('main form button[type="submit"]').first().click();
}

async function showErrors(page: Page, errors: Exclude<ErrorState, null>) {
  if (errors === 'clearPhone') await page.locator('[name="contactDetails.phoneNumber"]').fill('');
  if (errors === 'bankFailure') {
    await submitForm(page);
    // The partner's frame opens below; the keyboard focus stays where the applicant is.
    await expect(page.locator('main form button[type="submit"]').first()).toBeFocused();
    await page
      .frameLocator(PARTNER_FRAME)
      .getByRole('button', { name: 'Simulate a failure' })
      .click();
    await expect(page.getByRole('alert')).toBeVisible();
    return;
  }
  await submitForm(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** Checking polls the lead's status until it is decided: the polls wait until `during` is done. */
async function holdCheckingWhile(page: Page, during: () => Promise<void>) {
  const release = await hold(page, '**/lead/status/**');
  await during();
  await release();
  await expect(page).not.toHaveURL(/\/checking$/);
}

/** Holds the requests matching `pattern` until the returned function lets them all go. */
async function hold(page: Page, pattern: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(pattern);
  };
}

async function auditStates(
  page: Page,
  target: LocaleTarget,
  locale: LocaleExpectations,
  screens: readonly StateScreen[],
  { bannerAnswered = false } = {},
) {
  // The sandbox decides each lead after its checking delay: all leads are made at once.
  const ids = await Promise.all(
    screens.map(({ state }) => leadInState(page.request, target.origin, state, target)),
  );
  for (const [index, { route, errors }] of screens.entries()) {
    const id = ids[index] ?? '';
    if (index === 0) {
      await continueTo(page, target.baseUrl, id, route);
      if (!bannerAnswered) await answerConsentBanner(page);
    } else {
      await followContinueLink(page, target.baseUrl, id, route);
    }
    const exclude = errors === 'bankFailure' ? [PARTNER_FRAME] : [];
    await audit(page, route, locale, { exclude, axe: target.everyState || errors === null });
    if (errors === null) continue;
    await showErrors(page, errors);
    await audit(page, `${route} after a failed submit`, locale, {
      errors: errors !== 'bankFailure',
      exclude,
    });
  }
}

for (const target of localeTargets()) {
  test.describe(`${target.id}: every screen passes axe`, () => {
    const locale = localeExpectations(target.locale);
    test.use({ viewport: { width: 320, height: 640 } });

    test('first screen with the cookie banner and its choices', async ({ page }) => {
      await page.goto(target.baseUrl);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'first screen with the banner', locale);
      await page.locator('body > section.consent [aria-expanded]').click();
      await expect(page.locator('body > section.consent fieldset')).toBeVisible();
      await audit(page, 'the banner’s choices', locale);
    });

    if (!target.v3) {
      test('the classic steps, empty and after a failed submit', async ({ page }) => {
        await page.goto(target.baseUrl);
        await answerConsentBanner(page);
        await audit(page, 'loan information', locale);
        // smava's landing page (no state of its own) opens for a new applicant.
        await page.goto(`${target.baseUrl}smava`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit(page, '/smava', locale, { axe: target.everyState });
        await showErrors(page, 'submit');
        await audit(page, '/smava after a failed submit', locale, { errors: true });
        test.setTimeout(300_000);
        await auditStates(page, target, locale, CLASSIC_STEPS, { bannerAnswered: true });
        // The last step sends the application: checking lasts as long as its polls, held here.
        await page.locator('[name="referenceDetails.type"]').selectOption({ index: 1 });
        await page.locator('[name="referenceDetails.name"]').fill('Ana López');
        await page.locator('[name="referenceDetails.phoneNumber"]').fill(target.phone);
        await holdCheckingWhile(page, async () => {
          await submitForm(page);
          await expect(page).toHaveURL(/\/checking$/);
          await audit(page, 'checking', locale);
        });
      });
    } else {
      test('the dynamic form, every step empty and after a failed submit', async ({ page }) => {
        test.setTimeout(120_000);
        await auditDynamicForm(page, target, locale);
      });
    }

    test('after-offer screens', async ({ page }) => {
      test.setTimeout(300_000);
      await auditStates(page, target, locale, AFTER_OFFER);
    });

    test('partner steps and offers', async ({ page }) => {
      test.setTimeout(300_000);
      await auditStates(page, target, locale, PARTNER_STEPS);
    });

    test('outcomes, continue links, unsubscribe and not found', async ({ page }) => {
      test.setTimeout(300_000);
      // Opening a continue link lasts as long as its request: held here.
      const release = await hold(page, '**/v3/lead/url/**');
      const id = await leadInState(page.request, target.origin, 10, target);
      await page.goto(`${target.baseUrl}${await continuePathOf(page.request, target.origin, id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await answerConsentBanner(page);
      await audit(page, 'opening a continue link', locale);
      await release();
      await expect(page).toHaveURL(/\/accepted$/);

      await auditStates(page, target, locale, OUTCOMES, { bannerAnswered: true });

      await page.goto(`${target.baseUrl}continue/00000000-0000-4000-8000-000000000000`);
      // The link is looked up first (a spinner), then the failure is explained.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
      await expect(page.locator('main a, main button')).not.toHaveCount(0);
      await audit(page, 'continue link that fails', locale);

      await page.goto(`${target.baseUrl}404`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'not found', locale);

      await page.goto(`${target.baseUrl}unsubscribe`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'unsubscribe', locale);
      await submitForm(page);
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await audit(page, 'unsubscribe after a failed submit', locale, { errors: true });
      await page.locator('[name="unsubscribe.email"]').fill('ana@example.com');
      await submitForm(page);
      await expect(page.locator('main form')).toHaveCount(0);
      await audit(page, 'unsubscribed', locale);
    });
  });
}

async function auditDynamicForm(page: Page, target: LocaleTarget, locale: LocaleExpectations) {
  const funnel = new DynamicFunnel(page);
  await page.goto(target.baseUrl);
  await expect(page).toHaveURL(/\/initial-details$/);
  await answerConsentBanner(page);
  await audit(page, 'initial-details', locale, { axe: target.everyState });
  await funnel.continue();
  await audit(page, 'initial-details after a failed submit', locale, { errors: true });

  await funnel.control('contactDetails.email').fill(`${target.product}@example.com`);
  await funnel.control('contactDetails.phoneNumber').fill(target.phone);
  await funnel.control('generalPolicies').check();
  await funnel.continue();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await audit(page, 'amount dialog', locale);
  await dialog.locator('button[type="submit"]').click();

  const steps = await scenarioSteps(page.request, target.origin, target.product);
  const last = [...steps.keys()].at(-1);
  for (const [path, placements] of [...steps].slice(1)) {
    await funnel.expectStep(path);
    await audit(page, path, locale, { axe: target.everyState });
    await funnel.continue();
    await audit(page, `${path} after a failed submit`, locale, { errors: true });
    for (const { name } of placements) await answer(page, target, name);
    if (path !== last) await funnel.continue();
  }
  await holdCheckingWhile(page, async () => {
    await funnel.continue();
    await expect(page).toHaveURL(/\/checking$/);
    await audit(page, 'checking', locale);
  });
}

/** The dynamic form's Spanish answers (support/dynamicForm.ts), with other markets' formats. */
const LOCAL_ANSWERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ph: {
    PERSONAL_CODE: '123-456-789',
    POSTAL_CODE: '1000',
    CITY: 'Manila',
    PROVINCE: 'Metro Manila',
  },
};

async function answer(page: Page, target: LocaleTarget, dataPoint: string) {
  const given = ANSWERS[dataPoint];
  const name = FIELD_OF[dataPoint];
  if (!given || !name) throw new Error(`No answer for ${dataPoint}`);
  const control = page.locator(`[name="${name}"]`);
  const local = LOCAL_ANSWERS[target.locale]?.[dataPoint];
  if (local !== undefined) await control.fill(local);
  else if ('fill' in given) await control.fill(given.fill);
  else if ('birthDate' in given) await fillBirthDate(page, name, given.birthDate);
  else if ('choose' in given)
    await page.locator(`[name="${name}"][value="${given.choose}"]`).check();
  else if ('select' in given) await control.selectOption(given.select);
  else if ('check' in given) await control.check();
  // Filled by a look-up; where the look-up knows no such code, typed in.
  else if ((await control.inputValue()) === '') await control.fill(given.expectFilled);
}
