// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLead, sessionId, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

describe('continue link', () => {
  it('returns the stored lead with the server-owned fields filled in', async () => {
    const id = await createLead(server.app, {
      personalDetails: { firstName: 'Ana', lastName: 'García' },
      sessionStartedAt: '2025-01-02T03:04:05.678Z',
      sellingTierGlobalId: 3,
    });
    const created = (await server.app.inject(`/sandbox/leads/${id}`)).json();

    const response = await server.app.inject(`/v3/lead/url/${id}/continue?refTransactionId=tx-1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
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
  });

  it('answers the same on the v2 path with any query string', async () => {
    const id = await createLead(server.app);
    const v3 = (await server.app.inject(`/v3/lead/url/${id}/continue`)).json();
    const v2 = await server.app.inject(`/v2/lead/url/${id}/continue?utm_source=mail&x=1`);
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toEqual(v3);
  });

  it('carries the result of a decided lead', async () => {
    const id = await createLead(server.app, { contactDetails: { email: 'accepted@example.com' } });
    await server.app.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });
    const body = (await server.app.inject(`/v3/lead/url/${id}/continue`)).json();
    expect(body.progressState).toBe(10);
    expect(body.applicationResult.offers).toHaveLength(3);
  });

  it('answers 404 { message } for an unknown lead on both paths', async () => {
    for (const url of ['/v3/lead/url/unknown/continue', '/v2/lead/url/unknown/continue?a=b']) {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lead not found' });
    }
  });

  it('still works after the server restarts on the same database file', async () => {
    const id = await createLead(server.app, {
      contactDetails: { email: 'redirected@example.com' },
    });
    await server.app.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, progressState: 6, amount: 800 },
    });
    const before = (await server.app.inject(`/v3/lead/url/${id}/continue`)).json();

    const app = await server.restart();

    const after = await app.inject(`/v3/lead/url/${id}/continue`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);
    expect(after.json().lead.amount).toBe(800);
    expect(after.json().progressState).toBe(12);
  });

  it('keeps idempotency keys across a restart', async () => {
    const send = () =>
      server.app.inject({
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
