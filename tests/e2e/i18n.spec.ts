import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { field } from './support/funnel';
import { continuePathOf, continueTo, leadInState } from './support/leadStates';

/**
 * Translation load failure (specification sections 8 and 9, issue 16 point 6): logged to the
 * console, retried, and never shown as keys. A file that stays unavailable is replaced by the
 * texts the build ships; if those cannot be loaded either, the screen offers to try again. Runs on
 * the default Spanish build.
 */

/** A text shaped like one of the funnel's keys (`offer>choose`), which no applicant should read. */
const RAW_KEY = /\w+>\w+/;

/** Neither the visible text nor an accessible name reads like a key. */
async function expectNoRawKeys(page: Page) {
  await expect(page.locator('body')).not.toContainText(RAW_KEY, { useInnerText: true });
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  expect(labels.filter((label) => RAW_KEY.test(label ?? ''))).toEqual([]);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a feature namespace that fails to load is retried, logged, and its screen works in the build’s texts', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = consoleErrors(page);
  let blocked = 0;
  // A network failure, not a 404: it is retried before the build's texts stand in.
  await page.route('**/locales/es/partnerSteps.json', (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });

  const id = await leadInState(request, SANDBOX_ORIGIN, 8, { product: 'askrobin' });
  await continueTo(page, baseURL ?? '', id, '/employment-details');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dónde trabajas');
  expect(blocked).toBe(3);
  expect(errors).toContainEqual(
    expect.stringContaining('Failed to load translations es/partnerSteps'),
  );
  await expect(page).toHaveTitle(/^Dónde trabajas – /);

  // Empty submit: the messages of the build's texts, tied to the fields, and the title prefix.
  await page.getByRole('button', { name: 'Continuar' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /^Nombre de la empresa: / })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Dónde trabajas – /);
  await expectNoRawKeys(page);

  await field(page, 'employer.name').fill('Acme Servicios SL');
  await field(page, 'incomeDetails.jobTitle').fill('Electricista');
  await field(page, 'incomeDetails.positionType').selectOption('PERMANENT');
  await field(page, 'incomeDetails.incomeContractStartedAt').fill('2019-03-01');
  await field(page, 'employer.street').fill('Calle Mayor');
  await field(page, 'employer.houseNumber').fill('12');
  await field(page, 'employer.postalCode').fill('28013');
  await field(page, 'employer.city').fill('Madrid');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias');
});

test('with every translation file blocked, the offers read as text, never as keys, and can be chosen', async ({
  page,
  request,
  baseURL,
}) => {
  consoleErrors(page);
  const blocked: string[] = [];
  await page.route('**/locales/**', (route) => {
    blocked.push(new URL(route.request().url()).pathname);
    return route.abort('blockedbyclient');
  });

  const id = await leadInState(request, SANDBOX_ORIGIN, 10, { product: 'askrobin' });
  await continueTo(page, baseURL ?? '', id, '/accepted');

  const offer = page.getByRole('listitem').first();
  await expect(offer.getByRole('button', { name: 'Elegir esta oferta' })).toBeVisible();
  expect(blocked).toContainEqual(expect.stringMatching(/\/locales\/es\/partnerSteps\.json$/));
  await expectNoRawKeys(page);

  await offer.getByRole('button', { name: 'Elegir esta oferta' }).click();
  await expect(page).not.toHaveURL(/\/accepted$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
});

test('when neither the files nor the build’s texts load, the screen offers a retry that works once they do', async ({
  page,
  request,
  baseURL,
}) => {
  consoleErrors(page);
  let offline = true;
  const unlessOnline = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    offline ? route.abort('internetdisconnected') : route.fallback();
  await page.route('**/locales/**/partnerSteps.json', unlessOnline);
  // The build's own partnerSteps texts: a chunk named after the namespace (build/brandPlugin.ts).
  await page.route(/\/assets\/partnerSteps-[\w-]+\.js$/, unlessOnline);

  const id = await leadInState(request, SANDBOX_ORIGIN, 10, { product: 'askrobin' });
  await page.goto(`${baseURL ?? ''}${await continuePathOf(request, SANDBOX_ORIGIN, id)}`);
  await expect(page).toHaveURL(/\/accepted$/);

  await expect(
    page.getByRole('heading', { level: 1, name: 'No se ha podido cargar la página' }),
  ).toBeVisible();
  await expectNoRawKeys(page);

  offline = false;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(
    page.getByRole('listitem').first().getByRole('button', { name: 'Elegir esta oferta' }),
  ).toBeVisible();
  await expectNoRawKeys(page);
});

test('a later screen whose shared texts cannot be loaded offers a retry, not keys, that works once they load', async ({
  page,
  request,
  baseURL,
}) => {
  consoleErrors(page);
  let offline = true;
  // The rest of the default namespace: a chunk named after it (build/brandPlugin.ts).
  await page.route(/\/assets\/translation-[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );

  const id = await leadInState(request, SANDBOX_ORIGIN, 8, { product: 'askrobin' });
  // The continue link's own screen is a later screen already.
  await page.goto(`${baseURL ?? ''}${await continuePathOf(request, SANDBOX_ORIGIN, id)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No se ha podido cargar la página' }),
  ).toBeVisible();
  await expectNoRawKeys(page);

  offline = false;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(/\/employment-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dónde trabajas');
  await expectNoRawKeys(page);
});
