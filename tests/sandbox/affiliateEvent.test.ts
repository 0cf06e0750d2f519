// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, sessionId, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const reference = {
  attribute: 'partnerA',
  subId: 'sub-7',
  transactionId: 'tx-42',
  setAt: '2025-06-01T10:00:00.000Z',
};

function send(body: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/affiliate/event', payload: body });
}

describe('POST /affiliate/event', () => {
  it('stores the event of a created lead and lists it for the lead', async () => {
    const leadId = await createLead(server);
    const response = await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId,
      sessionId,
      affiliateReferenceParams: reference,
      occurredAt: '2025-06-01T10:05:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      leadId,
      event: 'LEAD_CREATED',
      product: 'askrobin',
      attribute: 'partnerA',
      subId: 'sub-7',
      transactionId: 'tx-42',
      setAt: '2025-06-01T10:00:00.000Z',
      sessionId,
    });

    const listed = await server.inject(`/sandbox/affiliate-events?leadId=${leadId}`);
    expect(listed.json().events).toHaveLength(1);
    expect(listed.json().events[0]).toMatchObject({ leadId, attribute: 'partnerA' });
  });

  it('keeps one event per lead: a repeat answers the first record', async () => {
    const leadId = await createLead(server);
    const first = await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId,
      affiliateReferenceParams: { attribute: 'partnerB' },
    });
    const again = await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId,
      affiliateReferenceParams: { attribute: 'partnerB' },
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(
      (await server.inject(`/sandbox/affiliate-events?leadId=${leadId}`)).json().events,
    ).toHaveLength(1);
  });

  it('turns an epoch-millisecond setAt into ISO text', async () => {
    const leadId = await createLead(server);
    const response = await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId,
      affiliateReferenceParams: { attribute: 'partnerC', setAt: Date.UTC(2025, 0, 2) },
    });
    expect(response.json().setAt).toBe('2025-01-02T00:00:00.000Z');
  });

  it('answers 401 for a lead the token does not open (or an unknown one) and stores nothing', async () => {
    const response = await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId: 'no-such-lead',
      affiliateReferenceParams: reference,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
    expect(
      (await server.inject('/sandbox/affiliate-events?leadId=no-such-lead')).json().events,
    ).toEqual([]);
  });

  it.each([
    [
      'without a product',
      { event: 'LEAD_CREATED', leadId: 'x', affiliateReferenceParams: reference },
      'product',
    ],
    [
      'with an unknown event',
      { product: 'askrobin', event: 'CLICK', leadId: 'x', affiliateReferenceParams: reference },
      'event',
    ],
    [
      'without the affiliate attribute',
      { product: 'askrobin', event: 'LEAD_CREATED', leadId: 'x', affiliateReferenceParams: {} },
      'affiliateReferenceParams.attribute',
    ],
    [
      'with personal data on top',
      {
        product: 'askrobin',
        event: 'LEAD_CREATED',
        leadId: 'x',
        affiliateReferenceParams: reference,
        email: 'ana@example.com',
      },
      '',
    ],
  ])('rejects a body %s with 400', async (_case, body, field) => {
    // A lead of this applicant, so the request passes the token check and reaches validation.
    const leadId = await createLead(server);
    const response = await send({ ...body, leadId });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as { field: string }[]).map((error) => error.field);
    if (field) expect(fields).toContain(field);
  });

  it('survives a restart', async () => {
    const leadId = await createLead(server);
    await send({
      product: 'askrobin',
      event: 'LEAD_CREATED',
      leadId,
      affiliateReferenceParams: reference,
    });
    await server.restart();
    expect(
      (await server.inject(`/sandbox/affiliate-events?leadId=${leadId}`)).json().events,
    ).toHaveLength(1);
  });
});
