// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createLead, newLead, startTestServer, type TestServer } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

async function started(options: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer(options);
  return server;
}

const put = (app: TestServer, payload: object) =>
  app.inject({ method: 'PUT', url: '/v3/lead', payload });

const stateOf = async (app: TestServer, id: string) =>
  (await app.inject(`/lead/status/${id}`)).json<{ progressState: number }>().progressState;

/** A lead checked with the test input e-mail, decided on its first poll. */
async function decidedLead(app: TestServer, email: string) {
  const id = await createLead(app, { contactDetails: { email } });
  expect((await put(app, { id, progressState: 6 })).statusCode).toBe(200);
  await stateOf(app, id);
  return id;
}

function expectRefusedMove(response: { statusCode: number; json(): unknown }, from: number) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    message: expect.stringContaining(`in state ${from} cannot be moved`),
    error: 'state_move_refused',
  });
}

describe('the client cannot choose a state the server owns', () => {
  it('refuses a lead created straight into the accepted state, and stores none', async () => {
    const app = await started();
    const created = await app.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: newLead({ progressState: 10, contactDetails: { email: 'ana@example.com' } }),
    });
    expectRefusedMove(created, 0);
    expect(created.body).not.toContain('ana@example.com');
    const { leads } = (await app.inject('/sandbox/leads')).json<{ leads: unknown[] }>();
    expect(leads).toEqual([]);
  });

  it('keeps a rejected lead rejected when the client asks for the accepted state', async () => {
    const app = await started();
    const id = await decidedLead(app, 'rejected@example.com');
    expect(await stateOf(app, id)).toBe(13);
    expectRefusedMove(await put(app, { id, progressState: 10 }), 13);
    expectRefusedMove(await put(app, { id, progressState: 6 }), 13);
    expect(await stateOf(app, id)).toBe(13);
  });

  it('does not let the client decide a lead that is being checked', async () => {
    const app = await started({ checkingDelayMs: 60_000 });
    const id = await createLead(app, { contactDetails: { email: 'rejected@example.com' } });
    await put(app, { id, progressState: 6 });
    expectRefusedMove(await put(app, { id, progressState: 10 }), 6);
    const refusedSections = await put(app, {
      id,
      progressState: 11,
      personalDetails: { firstName: 'Changed' },
    });
    expectRefusedMove(refusedSections, 6);
    const stored = (await app.inject(`/sandbox/leads/${id}`)).json<{
      progressState: number;
      outcome: number;
      data: { personalDetails?: { firstName?: string } };
    }>();
    expect(stored).toMatchObject({ progressState: 6, outcome: 13 });
    expect(stored.data.personalDetails?.firstName).not.toBe('Changed');
  });
});

describe('the moves the funnel makes still pass', () => {
  it('moves among the form steps forwards and back, then starts checking', async () => {
    const app = await started();
    const id = await createLead(app, { progressState: 1 });
    for (const state of [2, 3, 25, 4, 5, 2, 5]) {
      const response = await put(app, { id, progressState: state });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().progressState).toBe(state);
    }
    await put(app, { id, progressState: 6, contactDetails: { email: 'thankyou@example.com' } });
    expect(await stateOf(app, id)).toBe(11);
  });

  it('creates a lead straight into checking, as the smava landing page does', async () => {
    const app = await started();
    const id = await createLead(app, {
      progressState: 6,
      contactDetails: { email: 'rejected@example.com' },
    });
    expect(await stateOf(app, id)).toBe(13);
  });

  it('keeps the current state, even after the offer, and stores the sections sent', async () => {
    const app = await started();
    const id = await decidedLead(app, 'accepted@example.com');
    const kept = await put(app, { id, progressState: 10, personalDetails: { firstName: 'Ana' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stateOf(app, id)).toBe(10);
    const stored = (await app.inject(`/sandbox/leads/${id}`)).json();
    expect(stored.data.personalDetails).toEqual({ firstName: 'Ana' });
  });

  it('a re-apply starts the new lead at loan information', async () => {
    const app = await started();
    const id = await decidedLead(app, 'redirected@example.com');
    const reapplied = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      payload: { id, product: 'askrobin' },
    });
    expect(reapplied.statusCode, reapplied.body).toBe(201);
    expect(reapplied.json().progressState).toBe(1);
  });

  it('the server still moves a lead through its own steps', async () => {
    const app = await started();
    const id = await decidedLead(app, 'state-33@example.com');
    const step = await app.inject({ method: 'POST', url: '/lead/wniosek', payload: { id } });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().progressState).toBe(34);
    expect(await stateOf(app, id)).toBe(34);
  });
});
