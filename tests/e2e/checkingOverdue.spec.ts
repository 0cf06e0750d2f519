import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { watchForCrashes } from './support/crashes';
import { emailFor, Funnel } from './support/funnel';
import { continuePathOf, leadInState } from './support/leadStates';
import { armFault } from './support/sandboxControls';

/**
 * The checking screen when the decision takes longer than a minute: its bound runs on the clock,
 * whatever the status polls are doing, and its way on works from any device.
 */

const MINUTE_MS = 60_000;
const POLL_DEADLINE_MS = 10_000;
const REFERENCE_INFORMATION = 25;

/**
 * The applicant's lead on its last step before checking, opened in `page` through a continue
 * link; the page's clock is the test's from the start.
 */
async function atLastStep(page: Page, request: APIRequestContext, email: string) {
  await page.clock.install();
  const id = await leadInState(request, SANDBOX_ORIGIN, REFERENCE_INFORMATION, {
    product: 'askrobin',
    email,
  });
  await page.goto(`./${await continuePathOf(request, SANDBOX_ORIGIN, id)}`);
  await expect(page).toHaveURL(/\/reference-information$/);
  return id;
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
  await expect.poll(() => polls.length).toBe(2);

  await page.clock.runFor(MINUTE_MS - POLL_DEADLINE_MS - 2_000 - 1_000);
  await expect(overdue(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(overdue(page)).toBeVisible();

  await page.getByRole('button', { name: 'Seguir esperando' }).click();
  await expect(page.getByRole('progressbar', { name: 'Revisando tu solicitud' })).toBeVisible();
  await expectNoCrash();
});
