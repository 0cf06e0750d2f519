// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLead, newLead, sessionId, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /v3/lead', () => {
  it('creates a lead with a uuid, status 1 and a 30-day expiry', async () => {
    const before = Date.now();
    const response = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead(),
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'applicantToken',
      'expiresAt',
      'id',
      'leadStatus',
      'progressState',
    ]);
    expect(body.id).toMatch(uuidV4);
    // 256 random bits, base64url: opaque, and nothing like the id.
    expect(body.applicantToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.progressState).toBe(2);
    expect(body.leadStatus).toBe(1);
    const days = (Date.parse(body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });

  it('stores what arrived, without the server-owned fields', async () => {
    const id = await createLead(server, {
      id: 'client-made-up',
      leadStatus: 7,
      contactDetails: { email: 'ana@example.com', marketingConsents: ['marketing'] },
    });

    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(row).toMatchObject({
      id,
      product: 'askrobin',
      progressState: 2,
      leadStatus: 1,
      sessionId,
    });
    expect(row.data).toEqual({
      amount: 500,
      period: 30,
      periodScale: 'days',
      tags: ['react-ui'],
      sessionId,
      contactDetails: { email: 'ana@example.com', marketingConsents: ['marketing'] },
    });
  });

  it('refuses a property a section does not declare, naming it, and makes no lead', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ otherDetails: { loanPurpose: 'car', newQuestion: 42 } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'otherDetails.newQuestion' }),
    );
    const leads = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads.leads ?? leads).toHaveLength(0);
  });

  it('refuses a number sent as text, naming it, and makes no lead', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ amount: '750' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ location: 'body', field: 'amount', keyword: 'type' }),
    ]);
    const { leads } = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads).toHaveLength(0);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first lead and stores one row', async () => {
    const send = () =>
      server.inject({
        method: 'POST',
        url: '/v3/lead',
        headers: { 'Idempotency-Key': 'create-once' },
        payload: newLead(),
      });
    const first = await send();
    const second = await send();

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    // The first answer again, its applicant token included (tests/sandbox/createReplays.test.ts).
    expect(second.json()).toEqual(first.json());
    const { leads } = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads).toHaveLength(1);
  });

  it('creates separate leads for different keys and for no key', async () => {
    for (const headers of [{ 'Idempotency-Key': 'a' }, { 'Idempotency-Key': 'b' }, {}, {}]) {
      const response = await server.inject({
        method: 'POST',
        url: '/v3/lead',
        headers,
        payload: newLead(),
      });
      expect(response.statusCode).toBe(201);
    }
    const { leads } = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads).toHaveLength(4);
  });
});

describe('PUT /v3/lead', () => {
  it('deep-merges sections: objects key by key, arrays and scalars replaced', async () => {
    const id = await createLead(server, {
      personalDetails: { firstName: 'Ana', lastName: 'García' },
      tags: ['react-ui', 'first'],
      posthogParameters: { leadPrefilledFields: ['email', 'amount'], isLeadPrefilled: true },
    });

    const response = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: {
        id,
        product: 'askrobin',
        progressState: 3,
        amount: 900,
        personalDetails: { lastName: 'López', dateOfBirth: '1990-04-01' },
        tags: ['react-ui'],
        posthogParameters: { leadPrefilledFields: ['email'] },
        contactDetails: { phoneNumber: '+34600000000' },
      },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, progressState: 3, leadStatus: 1 });
    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(row.progressState).toBe(3);
    expect(row.data).toMatchObject({
      amount: 900,
      personalDetails: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1990-04-01' },
      tags: ['react-ui'],
      posthogParameters: { leadPrefilledFields: ['email'], isLeadPrefilled: true },
      contactDetails: { phoneNumber: '+34600000000' },
    });
    expect(row.updatedAt >= row.createdAt).toBe(true);
  });

  it('keeps the state when the update does not move it, and null clears a section', async () => {
    const id = await createLead(server, { employer: { name: 'ACME' } });
    await server.inject({ method: 'PUT', url: '/v3/lead', payload: { id, employer: null } });
    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(row.progressState).toBe(2);
    expect(row.data.employer).toBeNull();
  });

  it('answers 401 for an unknown id, as for any lead the token does not open', async () => {
    await createLead(server);
    const response = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id: '00000000-0000-4000-8000-000000000000', amount: 100 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });
});

describe('validation against openapi.json', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['amount that is not numeric', newLead({ amount: 'a lot' }), 'amount'],
    ['unknown product', newLead({ product: 'acme' }), 'product'],
    ['progressState above 41', newLead({ progressState: 42 }), 'progressState'],
    ['negative progressState', newLead({ progressState: -1 }), 'progressState'],
    ['missing product', { progressState: 1 }, 'product'],
    ['missing progressState', { product: 'askrobin' }, 'progressState'],
    ['unknown top-level field', newLead({ amuont: 500 }), 'amuont'],
    ['section that is not an object', newLead({ personalDetails: 'Ana' }), 'personalDetails'],
    [
      'wrongly typed section field',
      newLead({ incomeDetails: { monthlyIncome: 'much' } }),
      'incomeDetails.monthlyIncome',
    ],
    ['sessionId that is not a uuid', newLead({ sessionId: 'abc' }), 'sessionId'],
  ];

  it.each(cases)('rejects %s with 400 { message, errors }', async (_name, payload, field) => {
    const response = await server.inject({ method: 'POST', url: '/v3/lead', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'body', field })]),
    );
  });

  it('lists every problem at once', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: { product: 'acme', progressState: 99, amount: 'x' },
    });
    const fields = response
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['amount', 'product', 'progressState']);
  });

  it('requires an id on update and a JSON body', async () => {
    const noId = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { amount: 1 },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0]).toMatchObject({ field: 'id', keyword: 'required' });

    const broken = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      headers: { 'content-type': 'application/json' },
      payload: '{"product":',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe('string');
  });

  it('stores nothing for a rejected request', async () => {
    await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ product: 'acme' }),
    });
    expect((await server.inject('/sandbox/leads')).json().leads).toEqual([]);
  });
});
