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

describe('sandbox lead inspection', () => {
  it('returns the raw stored row', async () => {
    const id = await createLead(server, { contactDetails: { email: 'rejected@example.com' } });
    await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, progressState: 6 } });

    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(row).toEqual({
      id,
      sessionId,
      product: 'askrobin',
      progressState: 6,
      leadStatus: 1,
      outcome: 13,
      checkingStartedAt: expect.any(String),
      decidedAt: null,
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      data: expect.objectContaining({ contactDetails: { email: 'rejected@example.com' } }),
    });
  });

  it('lists the leads of one session, newest first', async () => {
    const other = '7d4b8a8e-1111-4c2b-9a9a-000000000001';
    const first = await createLead(server);
    const second = await createLead(server);
    await createLead(server, { sessionId: other });

    const { leads } = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual([second, first]);
    expect((await server.inject('/sandbox/leads')).json().leads).toHaveLength(3);
  });

  it('answers 404 for an unknown lead', async () => {
    const response = await server.inject('/sandbox/leads/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Lead not found' });
  });
});
