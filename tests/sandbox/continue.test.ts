// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  continueTokenOf,
  createLead,
  newLead,
  sessionId,
  startTestServer,
  type TestServer,
} from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

describe('continue link', () => {
  /** Opens a continue link as a browser does: no token of its own, only the link. */
  const open = (url: string) => server.app.inject(url);

  it('exchanges a continue token for the stored lead and a fresh applicant token', async () => {
    const id = await createLead(server, {
      personalDetails: { firstName: 'Ana', lastName: 'García' },
      sessionStartedAt: '2025-01-02T03:04:05.678Z',
      sellingTierGlobalId: 3,
    });
    const created = (await server.app.inject(`/sandbox/leads/${id}`)).json();
    const token = await continueTokenOf(server, id);

    const response = await open(`/v3/lead/url/${token}/continue?refTransactionId=tx-1`);
    expect(response.statusCode).toBe(200);
    const { applicantToken, ...continued } = response.json();
    expect(continued).toEqual({
      id,
      progressState: 2,
      leadStatus: 1,
      expiresAt: created.expiresAt,
      lead: {
        id,
        product: 'askrobin',
        progressState: 2,
        leadStatus: 1,
        expiresAt: created.expiresAt,
        amount: 500,
        period: 30,
        periodScale: 'days',
        tags: ['react-ui'],
        sessionId,
        sessionStartedAt: '2025-01-02T03:04:05.678Z',
        sellingTierGlobalId: 3,
        personalDetails: { firstName: 'Ana', lastName: 'García' },
      },
      applicationResult: { application: { status: 'PENDING' } },
    });
    expect(applicantToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await server.app.inject({
      url: `/lead/status/${id}`,
      headers: { authorization: `Bearer ${applicantToken}` },
    });
    expect(status.statusCode).toBe(200);
  });

  it('answers the same on the v2 path with any query string', async () => {
    const id = await createLead(server);
    const v3 = (await open(`/v3/lead/url/${await continueTokenOf(server, id)}/continue`)).json();
    const v2 = await open(
      `/v2/lead/url/${await continueTokenOf(server, id)}/continue?utm_source=mail&x=1`,
    );
    expect(v2.statusCode).toBe(200);
    expect({ ...v2.json(), applicantToken: 'fresh' }).toEqual({ ...v3, applicantToken: 'fresh' });
  });

  it('carries the result of a decided lead', async () => {
    const id = await createLead(server, { contactDetails: { email: 'accepted@example.com' } });
    await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });
    const body = (await open(`/v3/lead/url/${await continueTokenOf(server, id)}/continue`)).json();
    expect(body.progressState).toBe(10);
    expect(body.applicationResult.offers).toHaveLength(3);
  });

  it('refuses a bare lead id on both paths, with nothing of the lead in the answer', async () => {
    const id = await createLead(server, {
      personalDetails: { firstName: 'Ana', personalCode: '12345678Z' },
      contactDetails: { email: 'ana@example.com' },
    });
    for (const url of [`/v3/lead/url/${id}/continue`, `/v2/lead/url/${id}/continue?a=b`]) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        message: 'This continue link is not valid',
        error: 'continue_link_unknown',
      });
    }
  });

  it('lets the holder of the applicant token name the lead itself', async () => {
    const id = await createLead(server);
    const response = await server.inject(`/v2/lead/url/${id}/reapply`);
    expect(response.statusCode).toBe(200);
    expect(response.json().lead.id).toBe(id);
  });

  it('refuses an unknown token with 404 and an expired one with 410', async () => {
    const id = await createLead(server);
    const unknown = await open(
      '/v3/lead/url/bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMTIzNDU2Nzg5MA/continue',
    );
    expect(unknown.statusCode).toBe(404);
    const expired = await open(`/v3/lead/url/${await continueTokenOf(server, id, 0)}/continue`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: 'This continue link has expired',
      error: 'continue_link_expired',
    });
  });

  it('gives out a 7-day link on the public origin', async () => {
    const id = await createLead(server);
    const response = await server.app.inject({
      method: 'POST',
      url: `/sandbox/leads/${id}/continue-link`,
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.url).toBe(`http://localhost/application-frontend/continue/${link.continueToken}`);
    expect(link.url).not.toContain(id);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('defeats lead fixation: the link works once and locks out whoever made it', async () => {
    // The attacker makes a lead with their own address, so its continue e-mail reaches them.
    const attacker = await server.app.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ contactDetails: { email: 'attacker@example.com' } }),
    });
    const { id, applicantToken: attackerToken } = attacker.json();
    const link = await continueTokenOf(server, id);

    // The victim opens the link the attacker passed on, and fills in the lead.
    const victim = await open(`/v3/lead/url/${link}/continue`);
    expect(victim.statusCode).toBe(200);
    const victimToken = victim.json().applicantToken;
    const filled = await server.app.inject({
      method: 'PUT',
      url: '/v3/lead',
      headers: { authorization: `Bearer ${victimToken}` },
      payload: { id, personalDetails: { firstName: 'Vera', personalCode: '87654321X' } },
    });
    expect(filled.statusCode).toBe(200);

    // The attacker's token no longer opens the lead, and the used link gives no new one.
    const read = await server.app.inject({
      url: `/lead/status/${id}`,
      headers: { authorization: `Bearer ${attackerToken}` },
    });
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toContain('Vera');
    expect((await open(`/v3/lead/url/${link}/continue`)).statusCode).toBe(404);
  });

  it('still works after the server restarts on the same database file', async () => {
    const id = await createLead(server, {
      contactDetails: { email: 'redirected@example.com' },
    });
    await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, progressState: 6, amount: 800 },
    });
    const token = await continueTokenOf(server, id);

    const app = await server.restart();

    const after = await app.inject(`/v3/lead/url/${token}/continue`);
    expect(after.statusCode).toBe(200);
    expect(after.json().lead.amount).toBe(800);
    expect(after.json().progressState).toBe(12);
  });

  it('keeps idempotency keys across a restart', async () => {
    const send = () =>
      server.inject({
        method: 'POST',
        url: '/v3/lead',
        headers: { 'idempotency-key': 'k1' },
        payload: { product: 'default', progressState: 1 },
      });
    const first = await send();
    await server.restart();
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });
});
