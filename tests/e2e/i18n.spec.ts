import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { field } from './support/funnel';
import { continueTo, leadInState } from './support/leadStates';

/**
 * Translation load failure (specification sections 8 and 9): logged to the console, and the
 * funnel goes on in the fallback language, English. Runs on the default Spanish build.
 */
test('a feature namespace that fails to load is logged and its screen works in English', async ({
  page,
  request,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let blocked = 0;
  // A network failure, not a 404: i18next retries it before giving up, so this also shows the
  // retries end in a usable screen rather than an endless spinner.
  await page.route('**/locales/es/partnerSteps.json', (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });

  const id = await leadInState(request, SANDBOX_ORIGIN, 8, { product: 'askrobin' });
  await continueTo(page, baseURL ?? '', id, '/employment-details');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where you work');
  expect(blocked).toBeGreaterThan(1);
  expect(errors).toContainEqual(
    expect.stringContaining('Failed to load translations es/partnerSteps'),
  );
  // The page's shared texts still come from the Spanish default namespace.
  await expect(page).toHaveTitle(/^Where you work – /);

  // Empty submit: English messages, tied to the fields, and the localised title prefix.
  await page.getByRole('button', { name: 'Continuar' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /^Employer's name: / })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Where you work – /);
  await expect(page.getByLabel("Employer's name")).toHaveAttribute('aria-invalid', 'true');

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
