import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { watchForCrashes } from './support/crashes';
import { emailFor, Funnel } from './support/funnel';
import { openAtLastStep } from './support/leadStates';
import { armFault } from './support/sandboxControls';

/**
 * The checking screen when the decision takes longer than a minute: its bound runs on the clock,
 * whatever the status polls are doing, and its way on works from any device.
 */

const MINUTE_MS = 60_000;
const POLL_DEADLINE_MS = 10_000;
/** The applicant's lead on its last step, on a clock the test moves from the start. */
async function atLastStep(page: Page, request: APIRequestContext, email: string) {
  await page.clock.install();
  return openAtLastStep(page, request, SANDBOX_ORIGIN, email);
}

/** Sends the last step and waits for the checking screen's spinner. */
async function submitToChecking(page: Page) {
  const funnel = new Funnel(page);
  await funnel.fillReferenceInformation();
  await funnel.submit();
  await expect(page).toHaveURL(/\/checking$/);
  await expect(page.getByRole('progressbar', { name: 'Revisando tu solicitud' })).toBeVisible();
}

const overdue = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Está tardando más de lo habitual' });

test('a status poll that hangs: after a minute on the clock, the applicant is offered a way on', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const id = await atLastStep(page, request, emailFor('accepted'));
  // Every poll of this lead hangs on the server, far longer than the test lasts.
  await armFault(request, {
    method: 'GET',
    path: `/lead/status/${id}`,
    hangMs: 120_000,
    times: 100,
  });
  const polls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(`/lead/status/${id}`)) polls.push(sent.url());
  });
  await submitToChecking(page);

  // The first poll is given up at its deadline (10 s) and asked again after the back-off (2 s).
  await page.clock.runFor(POLL_DEADLINE_MS);
  await page.clock.runFor(2_000);
  await expect.poll(() => polls.length).toBeGreaterThanOrEqual(2);
  // (The page's clock also runs on its own meanwhile: the exact second is the unit tests'.)
  await page.clock.runFor(MINUTE_MS - POLL_DEADLINE_MS - 2_000);
  await expect(overdue(page)).toBeVisible();

  await page.getByRole('button', { name: 'Seguir esperando' }).click();
  await expect(page.getByRole('progressbar', { name: 'Revisando tu solicitud' })).toBeVisible();
  await expectNoCrash();
});

test('the way on from the overdue screen: a link e-mailed to the applicant opens the application on another device, and no lead id shows', async ({
  page,
  browser,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const email = emailFor('accepted');
  const id = await atLastStep(page, request, email);
  // The decision takes longer than a minute: every poll of this lead says "still checking".
  await armFault(request, {
    method: 'GET',
    path: `/lead/status/${id}`,
    status: 200,
    times: 100,
    body: JSON.stringify({ id, progressState: 6, leadStatus: 1, applicationResult: null }),
  });
  await submitToChecking(page);
  await page.clock.runFor(MINUTE_MS);
  await expect(overdue(page)).toBeVisible();
  expect(page.url()).not.toContain(id);
  await expect(page.locator(`a[href*="${id}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Enviarme un enlace por correo' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Te hemos enviado un enlace a a•••@example.com' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seguir esperando' })).toBeVisible();

  const response = await request.get(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/emails`);
  const { emails } = (await response.json()) as { emails: { to: string; link: string }[] };
  expect(emails.map(({ to }) => to)).toEqual([email]);
  const link = emails[0]?.link ?? '';
  expect(link).not.toContain(id);

  // Another device: nothing of this browser's, only the link from the mailbox.
  const otherDevice = await browser.newContext({ locale: 'es-ES' });
  const phone = await otherDevice.newPage();
  const expectNoCrashOnPhone = watchForCrashes(phone);
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/accepted$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
  expect(phone.url()).not.toContain(id);
  await expectNoCrashOnPhone();
  await otherDevice.close();
  await expectNoCrash();
});
