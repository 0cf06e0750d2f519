import { randomUUID } from 'node:crypto';
import { expectBirthDate } from './support/birthDate';
import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { APPLICANT, emailFor, field, Funnel, leadIdOf } from './support/funnel';
import { continuePathOf } from './support/leadStates';

test.describe('nothing typed is lost', () => {
  test('reloading in the middle of every step keeps every typed value', async ({ page }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await page
      .getByRole('button', { name: /Aumentar en/ })
      .first()
      .isDisabled();
    await page
      .getByRole('button', { name: /Reducir en/ })
      .first()
      .click();
    await page.reload();
    await expect(page.locator('[name="amount"]')).toHaveValue('900');
    await funnel.submit();

    await funnel.fillPersonalDetails();
    await page.reload();
    await expect(field(page, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
    await expect(field(page, 'personalDetails.lastName')).toHaveValue(APPLICANT.lastName);
    await expect(page.getByLabel('Mujer')).toBeChecked();
    await expectBirthDate(page, 'personalDetails.dateOfBirth', APPLICANT.dateOfBirth);
    await expect(field(page, 'personalDetails.personalCode')).toHaveValue(APPLICANT.personalCode);
    await funnel.submit();

    const email = emailFor('accepted');
    await funnel.fillContactDetails(email);
    await page.reload();
    await expect(field(page, 'contactDetails.email')).toHaveValue(email);
    await expect(field(page, 'contactDetails.phoneNumber')).toHaveValue(APPLICANT.phone);
    await expect(field(page, 'contactDetails.city')).toHaveValue(APPLICANT.city);
    await expect(field(page, 'generalPolicies')).toBeChecked();
    await funnel.submit();

    await funnel.fillIncomeDetails();
    await page.reload();
    await expect(field(page, 'incomeDetails.incomeSource')).toHaveValue('EMPLOYED');
    await expect(field(page, 'incomeDetails.monthlyIncome')).toHaveValue(APPLICANT.monthlyIncome);
    await funnel.submit();

    await funnel.fillOtherInformation();
    await page.reload();
    await expect(field(page, 'otherDetails.loanPurpose')).toHaveValue('CAR');
    await expect(field(page, 'expenses.monthlyExpenses')).toHaveValue('600');
    await funnel.submit();

    await funnel.fillReferenceInformation();
    await page.reload();
    await expect(field(page, 'referenceDetails.name')).toHaveValue(APPLICANT.referenceName);

    // Going back to an earlier step shows what was submitted there.
    await page.goto('./personal-details');
    await expect(field(page, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
  });

  test('a failing lead API keeps the typed data and lets the applicant retry', async ({
    page,
    request,
  }) => {
    const sessionId = randomUUID();
    const funnel = new Funnel(page);
    await funnel.open(`sessionId=${sessionId}`);
    await funnel.loanInformation();
    // Bound to this session: the other worker's tests use the same sandbox.
    await request.post(`${SANDBOX_ORIGIN}/sandbox/faults`, {
      data: { method: 'POST', path: '/v3/lead', status: 500, times: 1, sessionId },
    });
    const failure = page.waitForEvent('console', (message) =>
      message.text().includes('Failed to post lead'),
    );
    await funnel.fillPersonalDetails();
    await funnel.submit();
    await failure;
    await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tus respuestas');
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(field(page, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page).toHaveURL(/\/contact-details$/);
    expect(await leadIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test('a continue link opens the lead on its current step in a fresh browser, prefilled', async ({
  page,
  browser,
}) => {
  const funnel = new Funnel(page);
  await funnel.open();
  await funnel.toContactDetails();
  const email = emailFor('accepted');
  await funnel.fillContactDetails(email);
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);
  const id = await leadIdOf(page);

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(`./${await continuePathOf(fresh.request, SANDBOX_ORIGIN, id)}`);
  await expect(fresh).toHaveURL(/\/income-details$/);
  await fresh.goto('./contact-details');
  await expect(field(fresh, 'contactDetails.email')).toHaveValue(email);
  await fresh.goto('./personal-details');
  await expect(field(fresh, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
  await context.close();
});

test('an unknown continue link says so and offers a fresh start', async ({ page }) => {
  await page.goto('./continue/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido abrir este enlace' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
});

test('a continue link by the bare lead id, or an expired one, is refused with the same screen', async ({
  page,
  request,
}) => {
  const funnel = new Funnel(page);
  await funnel.open();
  await funnel.toContactDetails();
  const id = await leadIdOf(page);

  const context = await page.context().browser()!.newContext();
  const other = await context.newPage();
  for (const path of [`continue/${id}`, await continuePathOf(request, SANDBOX_ORIGIN, id, 0)]) {
    await other.goto(`./${path}`);
    await expect(
      other.getByRole('heading', { level: 1, name: 'No hemos podido abrir este enlace' }),
    ).toBeVisible();
    await expect(other.getByRole('link', { name: 'Empezar una nueva solicitud' })).toBeVisible();
  }
  await context.close();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('./no-such-step');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('unsubscribe calls the API with the e-mail', async ({ page }) => {
  await page.goto('./unsubscribe?email=someone%40example.com');
  const call = page.waitForRequest((req) => req.url().includes('/customer/email/unsubscribe'));
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  expect(new URL((await call).url()).searchParams.get('email')).toBe('someone@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
});
