// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, leadIn, sessionId, startTestServer, type TestServer } from './testServer';

/**
 * Issue 32, reproduction 1: a lead id inside an array skipped the applicant-token check, and the
 * validator's array coercion then handed the route the bare id. Each call below is the one the
 * red team sent, with no token at all.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const storedLead = async (id: string) =>
  (await server.app.inject(`/sandbox/leads/${id}`)).json<{ progressState: number }>();

function expectRefusedAsNotAString(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validation_failed',
    errors: [expect.objectContaining({ location: 'body', keyword: 'type' })],
  });
}

describe('a lead id inside an array', () => {
  it('makes no new lead from the victim’s answers and hands out no token (POST /v2/lead)', async () => {
    const victim = await createLead(server, {
      personalDetails: { firstName: 'Vera', personalCode: '87654321X' },
      contactDetails: { email: 'vera@example.com', phoneNumber: '+34611222333' },
      incomeDetails: { iban: 'ES9121000418450200051332' },
    });
    const leadsBefore = (await server.app.inject(`/sandbox/leads?sessionId=${sessionId}`)).json();

    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/lead',
      payload: { id: [victim], product: 'askrobin' },
    });

    expectRefusedAsNotAString(response);
    expect(response.body).not.toContain('applicantToken');
    expect((await server.app.inject(`/sandbox/leads?sessionId=${sessionId}`)).json()).toEqual(
      leadsBefore,
    );
  });

  it('leaves the stored phone number as it was (PUT /v2/customer/mobile)', async () => {
    const victim = await leadIn(server, 15);
    const before = await storedLead(victim);

    const response = await server.app.inject({
      method: 'PUT',
      url: '/v2/customer/mobile',
      payload: { id: [victim], contactDetails: { phoneNumber: '+34699999999' } },
    });

    expectRefusedAsNotAString(response);
    expect(await storedLead(victim)).toEqual(before);
  });

  it('does not move a lead in state 7 on to its offers (POST /lead/mobile/verification)', async () => {
    const victim = await leadIn(server, 7);
    const before = await storedLead(victim);

    const response = await server.app.inject({
      method: 'POST',
      url: '/lead/mobile/verification',
      payload: { id: [victim], code: '123456' },
    });

    expectRefusedAsNotAString(response);
    expect(await storedLead(victim)).toEqual(before);
    expect(before.progressState).toBe(7);
  });

  it('credits no affiliate event (POST /affiliate/event)', async () => {
    const victim = await createLead(server);

    const response = await server.app.inject({
      method: 'POST',
      url: '/affiliate/event',
      payload: {
        product: 'askrobin',
        event: 'LEAD_CREATED',
        leadId: [victim],
        affiliateReferenceParams: { attribute: 'attacker' },
      },
    });

    expectRefusedAsNotAString(response);
    const listed = await server.app.inject(`/sandbox/affiliate-events?leadId=${victim}`);
    expect(listed.json().events).toEqual([]);
  });
});

describe('an id that is not a string', () => {
  it.each([
    ['a number', 5],
    ['null', null],
    ['an object', { id: 'x' }],
    ['a nested array', [['x']]],
  ])('is refused as %s before any look-up, with or without a token', async (_name, id) => {
    const own = await createLead(server);
    for (const headers of [{}, { authorization: `Bearer ${server.tokenOf(own)}` }]) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/v3/lead',
        headers,
        payload: { id, amount: 900 },
      });
      // Before the fix a number became the string "5" and was looked up (404 Lead not found).
      expectRefusedAsNotAString(response);
      expect(response.json()).toMatchObject({ errors: [{ field: 'id' }] });
    }
  });
});
