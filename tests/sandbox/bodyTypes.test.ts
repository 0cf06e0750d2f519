// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, leadIn, startTestServer, type TestServer } from './testServer';

/**
 * A request body keeps the types it was sent with: a value of another type than the contract's
 * is a 400 that names the field, and nothing of it is stored. Nothing is converted on its way into
 * the database, least of all a consent (tests/sandbox/bodyTypes.property.test.ts runs the same
 * rule over every field of the contract).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const post = (url: string, payload: object) => server.inject({ method: 'POST', url, payload });

/** The 400 of a value of the wrong type, naming `field` and nothing else. */
function expectTypeRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validation_failed',
    errors: [{ location: 'body', field, keyword: 'type' }],
  });
}

const storedLead = async (id: string) =>
  (await server.inject(`/sandbox/leads/${id}`)).json<{
    progressState: number;
    data: Record<string, unknown> & { contactDetails?: Record<string, unknown> };
  }>();

describe('a consent is a boolean, nothing else', () => {
  const answers = (pep: unknown) => ({
    set: 'tfbank',
    consents: [
      { id: 'tfbank-terms', accepted: true },
      { id: 'tfbank-privacy', accepted: true },
      { id: 'tfbank-pep', accepted: pep },
    ],
  });

  it.each([
    ['1', 1],
    ['"true"', 'true'],
    ['null', null],
    ['0', 0],
  ])('refuses accepted: %s, records no answer and leaves the lead where it was', async (_, pep) => {
    const id = await leadIn(server, 36);
    expectTypeRefused(await post(`/customer/${id}/consents`, answers(pep)), 'consents.2.accepted');

    const afterOffer = (await server.inject(`/sandbox/leads/${id}/after-offer`)).json();
    expect(afterOffer.consents).toEqual([]);
    expect((await storedLead(id)).progressState).toBe(36);
  });

  it('records the answers given as booleans (the refusals above are the type alone)', async () => {
    const id = await leadIn(server, 36);
    const answered = await post(`/customer/${id}/consents`, answers(false));
    expect(answered.json()).toMatchObject({ progressState: 11 });
    const afterOffer = (await server.inject(`/sandbox/leads/${id}/after-offer`)).json();
    const recorded = afterOffer.consents.map(
      (c: { consentId: string; accepted: boolean }) => `${c.consentId}:${c.accepted}`,
    );
    expect(recorded.sort()).toEqual([
      'tfbank-pep:false',
      'tfbank-privacy:true',
      'tfbank-terms:true',
    ]);
  });
});

describe('mobile verification', () => {
  it('refuses a code sent as a number, and the lead stays unverified', async () => {
    const id = await leadIn(server, 7);
    await post('/v2/customer/mobile/verify', { id });
    expectTypeRefused(await post('/lead/mobile/verification', { id, code: 123456 }), 'code');
    expect((await storedLead(id)).progressState).toBe(7);
    // The same code as text verifies: only its type was wrong.
    const verified = await post('/lead/mobile/verification', { id, code: '123456' });
    expect(verified.json()).toMatchObject({ progressState: 10 });
  });

  it('refuses a new phone number sent as a number, and keeps the stored one', async () => {
    const id = await leadIn(server, 7);
    const changed = await server.inject({
      method: 'PUT',
      url: '/v2/customer/mobile',
      payload: { id, contactDetails: { phoneNumber: 698765432 } },
    });
    expectTypeRefused(changed, 'contactDetails.phoneNumber');
    expect((await storedLead(id)).data.contactDetails?.phoneNumber).toBe('612345678');
  });
});

describe('the lead', () => {
  it.each([
    ['period: false', 'period', false],
    ['period: "45"', 'period', '45'],
    ['amount: "750"', 'amount', '750'],
    ['amount: true', 'amount', true],
  ])('refuses %s on an update and keeps the stored value', async (_, field, value) => {
    const id = await createLead(server);
    const before = await storedLead(id);
    const update = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, [field]: value },
    });
    expectTypeRefused(update, field);
    expect((await storedLead(id)).data).toEqual(before.data);
  });

  it('refuses a phone number sent as a number on a create, and makes no lead', async () => {
    const sessionId = '5e0c9a3e-6d1b-4c7a-8f2e-9b1d2c3e4f50';
    const created = await post('/v3/lead', {
      product: 'askrobin',
      progressState: 3,
      sessionId,
      contactDetails: { phoneNumber: 612345678 },
    });
    expectTypeRefused(created, 'contactDetails.phoneNumber');
    const { leads } = (await server.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();
    expect(leads).toHaveLength(0);
  });

  it('refuses null where the contract does not take it (progressState)', async () => {
    const id = await createLead(server);
    const update = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, progressState: null },
    });
    expectTypeRefused(update, 'progressState');
    expect((await storedLead(id)).progressState).toBe(2);
  });
});
