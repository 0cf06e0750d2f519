import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { watchForCrashes } from './support/crashes';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { APPLICANT, emailFor, field, Funnel, leadIdOf, storedLead } from './support/funnel';
import { leadInState, openAtLastStep } from './support/leadStates';
import { armFault, leadsOfSession } from './support/sandboxControls';

/**
 * Answers of the lead API that look like success but are not its JSON: a captive portal's login
 * page, `{}`, malformed offers. Each is a failed request (or a partial result), never a lost
 * answer, a second lead or the error screen.
 */

const CAPTIVE_PORTAL =
  '<!doctype html><html><head><title>Hotel Wi-Fi</title></head>' +
  '<body><h1>Welcome</h1><form action="/login">Room number <input name="room"></form></body></html>';

/** The lead API's saves this page makes, as "METHOD id-or-new". */
function watchSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/v3/lead')) return;
    const body = request.postDataJSON() as { id?: string } | null;
    saves.push(`${request.method()} ${body?.id ?? 'new'}`);
  });
  return saves;
}

const saveFailed = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'No hemos podido guardar tus respuestas' });

test("an update answered 200 with a captive portal's page: a failed save, kept, retried on the same lead", async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const saves = watchSaves(page);
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.toContactDetails();
  const leadId = await leadIdOf(page);

  await armFault(request, {
    method: 'PUT',
    path: '/v3/lead',
    status: 200,
    body: CAPTIVE_PORTAL,
    contentType: 'text/html; charset=utf-8',
    sessionId,
  });
  const email = emailFor('accepted');
  await funnel.fillContactDetails(email);
  await funnel.submit();

  await expect(saveFailed(page)).toBeVisible();
  await expect(page).toHaveURL(/\/contact-details$/);
  await expect(field(page, 'contactDetails.email')).toHaveValue(email);
  await expect(field(page, 'contactDetails.city')).toHaveValue(APPLICANT.city);
  expect(await leadIdOf(page)).toBe(leadId);

  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(/\/income-details$/);
  expect(saves).toEqual(['POST new', `PUT ${leadId}`, `PUT ${leadId}`]);
  const leads = await leadsOfSession(request, sessionId);
  console.log(`leads duplicated: ${leads.length - 1}`);
  expect(leads.map(({ id }) => id)).toEqual([leadId]);
  expect(leads[0]?.data['contactDetails']).toMatchObject({ email, city: APPLICANT.city });
  await expectNoCrash();
});

test("an update answered 200 about another lead: a failed save, and the tab's saves stay on its own lead", async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const saves = watchSaves(page);
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.toContactDetails();
  const leadId = await leadIdOf(page);
  const foreignId = await leadInState(request, SANDBOX_ORIGIN, 3, { product: 'askrobin' });

  await armFault(request, {
    method: 'PUT',
    path: '/v3/lead',
    status: 200,
    sessionId,
    body: JSON.stringify({
      id: foreignId,
      progressState: 4,
      leadStatus: 1,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  const email = emailFor('accepted');
  await funnel.fillContactDetails(email);
  await funnel.submit();
  await expect(saveFailed(page)).toBeVisible();
  await expect(page).toHaveURL(/\/contact-details$/);
  expect(await leadIdOf(page)).toBe(leadId);

  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(/\/income-details$/);
  await funnel.fillIncomeDetails();
  await funnel.submit();
  await expect(page).toHaveURL(/\/other-information$/);
  expect(saves).toEqual(['POST new', `PUT ${leadId}`, `PUT ${leadId}`, `PUT ${leadId}`]);
  expect((await storedLead(request, SANDBOX_ORIGIN, leadId)).data['contactDetails']).toMatchObject({
    email,
  });
  expect((await storedLead(request, SANDBOX_ORIGIN, foreignId)).data).not.toHaveProperty(
    'contactDetails',
  );
  await expectNoCrash();
});

test('a create answered 201 with {}: a failed save, and the retry makes exactly one lead', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.loanInformation();
  await armFault(request, { method: 'POST', path: '/v3/lead', status: 201, body: '{}', sessionId });
  await funnel.fillPersonalDetails();
  const firstCreate = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith('/v3/lead'),
  );
  await funnel.submit();
  const firstKey = (await firstCreate).headers()['idempotency-key'];

  await expect(saveFailed(page)).toBeVisible();
  await expect(field(page, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
  const retry = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith('/v3/lead'),
  );
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  expect((await retry).headers()['idempotency-key']).toBe(firstKey);
  await expect(page).toHaveURL(/\/contact-details$/);

  const leads = await leadsOfSession(request, sessionId);
  console.log(`leads duplicated: ${leads.length - 1}`);
  expect(leads.map(({ id }) => id)).toEqual([await leadIdOf(page)]);
  await expectNoCrash();
});

test('malformed offers in the status answer: the valid one shows, with a message', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.toContactDetails();
  const leadId = await leadIdOf(page);
  const offer = {
    offerId: 'offer-1',
    partner: { name: 'Prestamista Uno' },
    amount: 900,
    period: 30,
    periodScale: 'days',
    monthlyPayment: 950,
    totalCost: 950,
    apr: 24.5,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    acceptance: 'payment',
  };
  // The concrete path binds the fault to this lead's polls only.
  await armFault(request, {
    method: 'GET',
    path: `/lead/status/${leadId}`,
    status: 200,
    times: 50,
    body: JSON.stringify({
      id: leadId,
      progressState: 10,
      leadStatus: 1,
      applicationResult: {
        application: { status: 'ACCEPTED' },
        offers: [null, {}, offer, { ...offer, offerId: 'offer-2', amount: 'mucho' }],
      },
    }),
  });

  await funnel.fillContactDetails(emailFor('accepted'));
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);
  await funnel.fillIncomeDetails();
  await funnel.submit();
  await expect(page).toHaveURL(/\/other-information$/);
  await funnel.fillOtherInformation();
  await funnel.submit();
  await expect(page).toHaveURL(/\/reference-information$/);
  await funnel.fillReferenceInformation();
  await funnel.submit();

  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await expect(
    page.getByText('No hemos podido mostrar todas tus ofertas. Estas son las demás.'),
  ).toBeVisible();
  const offers = page.getByRole('list', { name: 'Ofertas' }).getByRole('listitem');
  await expect(offers).toHaveCount(1);
  await expect(offers.getByRole('heading', { level: 2 })).toHaveText('Prestamista Uno');
  await expectNoCrash();
});

test('every offer malformed: the screen says plainly none can be shown, and asking again shows them', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const id = await openAtLastStep(page, request, SANDBOX_ORIGIN, emailFor('accepted'));
  // The checking screen's poll and the applicant's first "try again" get offers that are all
  // malformed; the next poll reaches the sandbox, which has the lead's real offers.
  await armFault(request, {
    method: 'GET',
    path: `/lead/status/${id}`,
    status: 200,
    times: 2,
    body: JSON.stringify({
      id,
      progressState: 10,
      leadStatus: 1,
      applicationResult: { application: { status: 'ACCEPTED' }, offers: [null, {}] },
    }),
  });
  const funnel = new Funnel(page);
  await funnel.fillReferenceInformation();
  await funnel.submit();

  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido mostrarte tus ofertas' }),
  ).toBeVisible();
  await expect(page.getByText('Estas son las demás', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviarme un enlace por correo' })).toBeVisible();

  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Seguimos sin poder mostrarlas. Inténtalo más tarde o pide un enlace por correo.',
  );
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  const offers = page.getByRole('list', { name: 'Ofertas' }).getByRole('listitem');
  await expect(offers).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
  await expectNoCrash();
});

test('stored values the API must not see: unknown keys are never sent, an oversized value is dropped', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.toContactDetails();
  const leadId = await leadIdOf(page);

  // An older release (or a hand edit) left keys the API does not know inside the stored lead,
  // and something wrote a megabyte under the loan the applicant picked.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('leadApplication') ?? '{}') as {
      application: Record<string, Record<string, unknown>>;
    };
    stored.application['personalDetails'] = {
      ...stored.application['personalDetails'],
      legacyNickname: 'Lu',
    };
    stored.application['contactDetails'] = { faxNumber: '910000000' };
    sessionStorage.setItem('leadApplication', JSON.stringify(stored));
    localStorage.setItem(
      'storedLoanApplication',
      JSON.stringify({ amount: 700, period: 30, padding: 'x'.repeat(1_000_000) }),
    );
  });
  const dropped = page.waitForEvent('console', (message) =>
    message.text().startsWith('Error retrieving key "storedLoanApplication" in localStorage:'),
  );
  await page.reload();
  await dropped;
  await expect(field(page, 'contactDetails.email')).toBeVisible();

  const sent = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith('/v3/lead'),
  );
  await funnel.fillContactDetails(emailFor('accepted'));
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);
  const body = (await sent).postDataJSON() as Record<string, Record<string, unknown>>;
  expect(body['personalDetails']).toMatchObject({ firstName: APPLICANT.firstName });
  expect(body['personalDetails']).not.toHaveProperty('legacyNickname');
  expect(body['contactDetails']).not.toHaveProperty('faxNumber');
  const leads = await leadsOfSession(request, sessionId);
  expect(leads.map(({ id }) => id)).toEqual([leadId]);
  await expectNoCrash();
});
