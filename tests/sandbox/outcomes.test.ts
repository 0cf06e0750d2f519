// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createLead, startTestServer, type TestServer } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

async function checkWithEmail(email: string, extra: Record<string, unknown> = {}) {
  server = await startTestServer();
  const id = await createLead(server, extra);
  const put = await server.inject({
    method: 'PUT',
    url: '/v3/lead',
    payload: { id, product: 'askrobin', progressState: 6, contactDetails: { email } },
  });
  expect(put.json().progressState).toBe(6);
  const status = await server.inject(`/lead/status/${id}`);
  expect(status.statusCode).toBe(200);
  return { id, status: status.json() };
}

describe('test inputs select the outcome (e-mail local part)', () => {
  it.each([
    ['rejected@example.com', 13, 'REJECTED'],
    ['Rejected+retry2@example.com', 13, 'REJECTED'],
    ['thankyou@example.com', 11, 'THANK_YOU'],
    ['state-7@example.com', 7, 'PENDING'],
    ['state-0@example.com', 0, 'PENDING'],
    ['state-41@example.com', 41, 'PENDING'],
    ['state-13@example.com', 13, 'REJECTED'],
    ['state-42@example.com', 10, 'ACCEPTED'],
    ['ana.garcia@example.com', 10, 'ACCEPTED'],
  ])('%s ends in state %i (%s)', async (email, state, status) => {
    const { id, status: body } = await checkWithEmail(email);
    expect(body).toMatchObject({ id, progressState: state, leadStatus: 1 });
    expect(body.applicationResult.application).toEqual({ status });
  });

  it('accepted gives three offers with every field, expiring 24 h after the decision', async () => {
    const { id, status } = await checkWithEmail('accepted@example.com', {
      amount: 1000,
      period: 12,
      periodScale: 'months',
    });
    const { offers } = status.applicationResult;
    expect(status.progressState).toBe(10);
    expect(offers).toHaveLength(3);

    const row = (await server!.app.inject(`/sandbox/leads/${id}`)).json();
    const expected = new Date(Date.parse(row.decidedAt) + 24 * 3_600_000).toISOString();
    for (const offer of offers) {
      expect(offer).toEqual({
        offerId: expect.any(String),
        partner: { name: expect.any(String) },
        amount: 1000,
        period: 12,
        periodScale: 'months',
        monthlyPayment: expect.any(Number),
        totalCost: expect.any(Number),
        apr: expect.any(Number),
        expiresAt: expected,
        acceptance: expect.stringMatching(/^(payment|sale)$/),
      });
      expect(offer.totalCost).toBeGreaterThan(1000);
      expect(offer.totalCost).toBeCloseTo(offer.monthlyPayment * 12, 1);
    }
    expect(new Set(offers.map((o: { offerId: string }) => o.offerId)).size).toBe(3);
  });

  it('a small amount gets two offers', async () => {
    const { status } = await checkWithEmail('accepted@example.com', { amount: 200 });
    expect(status.applicationResult.offers).toHaveLength(2);
  });

  it('redirected points at the sandbox partner page on the configured origin', async () => {
    const { id, status } = await checkWithEmail('redirected@example.com');
    expect(status.progressState).toBe(12);
    expect(status.applicationResult).toEqual({
      application: { status: 'REDIRECTED' },
      partner: { name: 'Partner lender (sandbox)' },
      redirectUrl: `http://localhost/sandbox/partner?lead=${id}`,
      redirectMethod: 'GET',
    });

    // A forged Host header cannot put another address into the redirect.
    const viaHost = await server!.inject({
      url: `/lead/status/${id}`,
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(viaHost.json().applicationResult.redirectUrl).toBe(
      `http://localhost/sandbox/partner?lead=${id}`,
    );

    const partner = await server!.app.inject(
      new URL(status.applicationResult.redirectUrl).pathname + `?lead=${id}`,
    );
    expect(partner.statusCode).toBe(200);
    expect(partner.body).toContain('<title>Partner lender (sandbox)</title>');
    expect(partner.body).toContain(id);
  });

  it('the partner page escapes what it echoes', async () => {
    server = await startTestServer();
    const page = await server.inject('/sandbox/partner?lead=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('no e-mail at all is accepted', async () => {
    server = await startTestServer();
    const id = await createLead(server, { progressState: 6 });
    const status = (await server.inject(`/lead/status/${id}`)).json();
    expect(status.progressState).toBe(10);
  });
});

describe('checking delay', () => {
  it('stays in checking with no result until the delay has passed', async () => {
    server = await startTestServer({ checkingDelayMs: 60_000 });
    const id = await createLead(server, { contactDetails: { email: 'rejected@example.com' } });
    await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });

    const status = (await server.inject(`/lead/status/${id}`)).json();
    expect(status).toEqual({ id, progressState: 6, leadStatus: 1, applicationResult: null });
    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(row).toMatchObject({ progressState: 6, outcome: 13, decidedAt: null });
    expect(row.checkingStartedAt).toEqual(expect.any(String));
  });

  it('decides once the delay has passed, and keeps the decision', async () => {
    server = await startTestServer({ checkingDelayMs: 30 });
    const id = await createLead(server, { contactDetails: { email: 'thankyou@example.com' } });
    await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });
    await new Promise((resolve) => setTimeout(resolve, 60));

    const first = (await server.inject(`/lead/status/${id}`)).json();
    const second = (await server.inject(`/lead/status/${id}`)).json();
    expect(first.progressState).toBe(11);
    expect(second).toEqual(first);
    expect((await server.inject(`/sandbox/leads/${id}`)).json().progressState).toBe(11);
  });

  it('a state that is not checking reports PENDING with that state', async () => {
    server = await startTestServer();
    const id = await createLead(server, { progressState: 4 });
    const status = (await server.inject(`/lead/status/${id}`)).json();
    expect(status).toEqual({
      id,
      progressState: 4,
      leadStatus: 1,
      applicationResult: { application: { status: 'PENDING' } },
    });
  });

  it('answers 401 JSON for an unknown lead: its existence is not told', async () => {
    server = await startTestServer();
    const response = await server.inject('/lead/status/nope');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });
});
