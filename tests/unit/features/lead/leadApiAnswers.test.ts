// @vitest-environment node
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadApi, type LeadApi } from '../../../../src/features/lead/api';
import { UNEXPECTED_ANSWER } from '../../../../src/features/lead/checkedAnswer';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { stepSubmitted } from '../../../../src/features/lead/leadThunks';
import { makeTestStore } from '../../testUtils';

/**
 * The lead API client at its edge, against a real local HTTP server: what a 2xx that is not the
 * contract's JSON becomes, what malformed offers become, and which keys leave the funnel.
 */

interface Answer {
  status?: number;
  contentType?: string;
  body: string;
}

const CAPTIVE_PORTAL: Answer = {
  contentType: 'text/html; charset=utf-8',
  body: '<!doctype html><html><body><h1>Hotel Wi-Fi</h1><form>Room number</form></body></html>',
};
const json = (value: unknown): Answer => ({
  contentType: 'application/json',
  body: JSON.stringify(value),
});

const SAVED = {
  id: 'lead-1',
  progressState: 3,
  leadStatus: 1,
  expiresAt: '2026-07-01T10:00:00.000Z',
};
const OFFER = {
  offerId: 'o-1',
  partner: { name: 'Lender One' },
  amount: 900,
  period: 61,
  periodScale: 'days',
  monthlyPayment: 150,
  totalCost: 1050,
  apr: 24.5,
  expiresAt: '2026-07-02T10:00:00.000Z',
};

let server: Server;
let baseURL: string;
/** Answers for the next requests, in order; a request beyond them gets SAVED. */
let answers: Answer[] = [];
let received: { method: string; url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: text ? JSON.parse(text) : undefined,
      });
      const answer = answers.shift() ?? json(SAVED);
      response.writeHead(answer.status ?? 200, {
        'Content-Type': answer.contentType ?? 'text/plain',
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

beforeEach(() => {
  answers = [];
  received = [];
});

const api = () =>
  createLeadApi({
    apiBaseUrl: baseURL,
    leadPath: '/v3/lead',
    affiliateEventPath: '/affiliate/event',
    productId: 'askrobin',
    language: 'es-ES',
  });

describe('a 2xx answer to a save that is not the contract JSON is a failed save', () => {
  const BAD_ANSWERS: [string, Answer][] = [
    ["a captive portal's HTML login page", CAPTIVE_PORTAL],
    ['an empty object', json({})],
    ['an empty body', { body: '' }],
    ['JSON null', json(null)],
    ['an array', json([SAVED])],
    ['a lead without its id', json({ ...SAVED, id: undefined })],
    ['an empty id', json({ ...SAVED, id: '' })],
    ['a numeric id', json({ ...SAVED, id: 42 })],
    ['a progress state out of range', json({ ...SAVED, progressState: 99 })],
    ['a progress state as text', json({ ...SAVED, progressState: '3' })],
    ['a JSON body sent as text/html', { contentType: 'text/html', body: JSON.stringify({}) }],
  ];

  it.each(BAD_ANSWERS)('%s', async (_name, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [answer];
    const result = await api().updateLead({ id: 'lead-1', amount: 500, progressState: 3 });
    expect(result).toEqual({ error: { message: UNEXPECTED_ANSWER } });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`${UNEXPECTED_ANSWER} to PUT /v3/lead`),
      expect.any(Array),
    );
  });

  it('keeps the lead id and the answers, and the retry updates the same lead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = api();
    const { store } = makeTestStore({
      leadApi: {
        createLead: (...args) => real.createLead(...args),
        updateLead: (...args) => real.updateLead(...args),
      },
      preloadedState: {
        lead: { ...initialLeadState, application: { id: 'lead-1', amount: 500, period: 30 } },
      },
    });
    const step = { values: { contactDetails: { email: 'ana@example.com' } }, nextState: 4 };
    answers = [CAPTIVE_PORTAL];

    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead.status).toBe('failed');
    expect(store.getState().lead.application.id).toBe('lead-1');

    answers = [json({ ...SAVED, progressState: 4 })];
    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead.status).toBe('idle');
    expect(store.getState().lead.application).toMatchObject({
      id: 'lead-1',
      contactDetails: { email: 'ana@example.com' },
    });
    expect(received.map(({ method, body }) => [method, (body as { id?: string }).id])).toEqual([
      ['PUT', 'lead-1'],
      ['PUT', 'lead-1'],
    ]);
  });

  it('a first save answered by a captive portal is retried with the same idempotency key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = api();
    const createLead = vi.fn<LeadApi['createLead']>((...args) => real.createLead(...args));
    const { store } = makeTestStore({
      leadApi: { createLead, updateLead: (...args) => real.updateLead(...args) },
    });
    const step = { values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 };
    answers = [CAPTIVE_PORTAL];
    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead.application.id).toBeUndefined();
    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead.application.id).toBe('lead-1');
    const [first, second] = createLead.mock.calls;
    expect(second?.[1]).toBe(first?.[1]);
  });
});

describe('an answer about another lead than the one asked is a failed request', () => {
  const FOREIGN = { ...SAVED, id: 'lead-of-someone-else' };

  it.each([
    ['an update', (client: LeadApi) => client.updateLead({ id: 'lead-1', progressState: 4 })],
    ['a status poll', (client: LeadApi) => client.fetchLeadStatus('lead-1')],
    [
      'a step call',
      (client: LeadApi) =>
        client.sendLeadStep({ method: 'POST', path: '/lead/aide' }, { id: 'lead-1' }),
    ],
  ])('%s', async (_name, call) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [json({ ...FOREIGN, applicationResult: null })];
    expect(await call(api())).toEqual({ error: { message: UNEXPECTED_ANSWER } });
    const logged = error.mock.calls.map(([message]) => String(message));
    expect(logged).toEqual([expect.stringMatching(/it is about another lead$/)]);
    // Neither lead's id reaches the console.
    expect(logged.join(' ')).not.toMatch(/lead-1|lead-of-someone-else/);
  });

  it('a save answered with another lead keeps the tab on its own lead, and the retry names it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = api();
    const { store } = makeTestStore({
      leadApi: { updateLead: (...args) => real.updateLead(...args) },
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: { id: 'lead-1', amount: 500 },
          applicantToken: 'token-of-lead-1',
        },
      },
    });
    const step = { values: { contactDetails: { email: 'ana@example.com' } }, nextState: 4 };
    answers = [json({ ...FOREIGN, progressState: 4 })];
    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead).toMatchObject({
      status: 'failed',
      application: { id: 'lead-1' },
      applicantToken: 'token-of-lead-1',
    });

    await store.dispatch(stepSubmitted(step));
    expect(store.getState().lead.status).toBe('idle');
    expect(received.map(({ body }) => (body as { id?: string }).id)).toEqual(['lead-1', 'lead-1']);
  });
});

describe('the other answers the funnel reads', () => {
  it('a status with malformed offers keeps the valid ones and counts the others', async () => {
    answers = [
      json({
        ...SAVED,
        progressState: 10,
        applicationResult: {
          application: { status: 'ACCEPTED' },
          offers: [null, {}, OFFER, { ...OFFER, offerId: 'o-2', amount: 'lots' }, 'offer'],
        },
      }),
    ];
    const result = await api().fetchLeadStatus('lead-1');
    expect(result.data?.applicationResult).toEqual({
      application: { status: 'ACCEPTED' },
      offers: [OFFER],
      unshownOffers: 4,
    });
  });

  it('a status whose offers are all valid says nothing was left out', async () => {
    answers = [
      json({
        ...SAVED,
        progressState: 10,
        applicationResult: { application: { status: 'ACCEPTED' }, offers: [OFFER] },
      }),
    ];
    const result = await api().fetchLeadStatus('lead-1');
    expect(result.data?.applicationResult).toEqual({
      application: { status: 'ACCEPTED' },
      offers: [OFFER],
    });
  });

  it.each([
    ['a status without applicationResult', { ...SAVED }],
    [
      'an unknown application status',
      { ...SAVED, applicationResult: { application: { status: 'MAYBE' } } },
    ],
    ['an applicationResult that is text', { ...SAVED, applicationResult: 'yes' }],
  ])('%s is a failed poll', async (_name, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [json(body)];
    expect(await api().fetchLeadStatus('lead-1')).toEqual({
      error: { message: UNEXPECTED_ANSWER },
    });
  });

  it("a continued lead keeps only the lead's known fields", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers = [
      json({
        ...SAVED,
        applicantToken: 'test-applicant-token-1',
        applicationResult: null,
        lead: { id: 'lead-1', product: 'askrobin', progressState: 3, amount: 500, isAdmin: true },
      }),
    ];
    const result = await api().continueLead('lead-1', 'continue');
    expect(result.data?.lead).toEqual({ id: 'lead-1', amount: 500 });
  });

  it('a step call answered with HTML is a failed step; unsubscribing answered with {} fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [CAPTIVE_PORTAL, json({})];
    expect(
      await api().sendLeadStep({ method: 'POST', path: '/lead/aide' }, { id: 'lead-1' }),
    ).toEqual({ error: { message: UNEXPECTED_ANSWER } });
    expect(await api().unsubscribe('ana@example.com')).toEqual({
      error: { message: UNEXPECTED_ANSWER },
    });
  });
});

describe('answers a caller names', () => {
  const verification = {
    maskedPhoneNumber: '••••••678',
    codeLength: 6,
    expiresInSeconds: 300,
    resendInSeconds: 30,
    attemptsLeft: 3,
  };
  const verify = { method: 'POST', url: '/v2/customer/mobile/verify', data: { id: 'lead-1' } };

  it('are checked against their schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers = [json(verification), json({ ...verification, codeLength: 'six' }), CAPTIVE_PORTAL];
    expect(await api().request(verify, 'mobileVerification')).toEqual({ data: verification });
    expect(await api().request(verify, 'mobileVerification')).toEqual({
      error: { message: UNEXPECTED_ANSWER },
    });
    expect(await api().request(verify, 'mobileVerification')).toEqual({
      error: { message: UNEXPECTED_ANSWER },
    });
  });

  it('without a name, the answer comes back unchecked for the caller to check', async () => {
    answers = [json({ anything: true })];
    expect(await api().request({ method: 'GET', url: '/perofesional-details-mapping' })).toEqual({
      data: { anything: true },
    });
  });
});

describe('keys the lead API does not know are never sent', () => {
  it('a save leaves out unknown keys of the lead and of its sections, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lead = {
      id: 'lead-1',
      progressState: 4,
      amount: 500,
      legacyFlag: true,
      personalDetails: { firstName: 'Ana', favouriteColour: 'green' },
      contactDetails: { email: 'ana@example.com' },
      affiliateReferenceParams: { attribute: 'alpha', setAt: '2026-01-01', debug: 1 },
    };
    // A lead restored from an old or hand-edited storage carries whatever was stored.
    await api().updateLead(lead);
    expect(received[0]?.body).toEqual({
      id: 'lead-1',
      progressState: 4,
      product: 'askrobin',
      amount: 500,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana@example.com' },
      affiliateReferenceParams: { attribute: 'alpha', setAt: '2026-01-01' },
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'Not sending lead field "legacyFlag": the lead API does not know it',
      'Not sending lead field "personalDetails.favouriteColour": the lead API does not know it',
      'Not sending lead field "affiliateReferenceParams.debug": the lead API does not know it',
    ]);
  });

  it("a step call sends its own fields, and its sections' known keys only", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api().sendLeadStep(
      { method: 'POST', path: '/lead/offer/payment' },
      { id: 'lead-1', offerId: 'o-1', incomeDetails: { iban: 'ES00', note: 'x' } },
    );
    expect(received[0]?.body).toEqual({
      id: 'lead-1',
      offerId: 'o-1',
      incomeDetails: { iban: 'ES00' },
    });
  });
});
