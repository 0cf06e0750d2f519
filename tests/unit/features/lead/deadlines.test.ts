// @vitest-environment node
/// <reference types="node" />
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamicFormLookups } from '../../../../src/features/dynamicForm/lookupApi';
import { createLeadApi, type LeadApi } from '../../../../src/features/lead/api';
import { DEADLINES } from '../../../../src/features/lead/deadlines';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { stepSubmitted } from '../../../../src/features/lead/leadThunks';
import type { RequestResult } from '../../../../src/lib/http';
import { makeTestStore } from '../../testUtils';

/**
 * Every call of the lead API client has the deadline of its kind (docs/api.md, "Deadlines"), against
 * a real local server that does not answer: past it, the call is a failed call, and the retry the
 * screen offers for any failure goes through.
 */

const SAVED = { id: 'lead-1', progressState: 4, leadStatus: 1, expiresAt: '2026-07-01T10:00:00Z' };

let server: Server;
let baseURL: string;
/** Requests the server leaves hanging, up to this many; the rest are answered. */
let hangNext = 0;
let received: { method: string; url: string; idempotencyKey?: string }[] = [];
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      if (hangNext > 0) {
        hangNext -= 1;
        hanging.push(response);
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const url = request.url ?? '';
      response.end(JSON.stringify(url.startsWith('/postcode/') ? { postalCode: '28013' } : SAVED));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  // Only the deadlines' timers are faked: the sockets stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  received = [];
  hangNext = 0;
});

afterEach(() => {
  vi.useRealTimers();
  for (const response of hanging.splice(0)) response.destroy();
});

const api = () =>
  createLeadApi({
    apiBaseUrl: baseURL,
    leadPath: '/v3/lead',
    affiliateEventPath: '/affiliate/event',
    productId: 'askrobin',
    language: 'es-ES',
  });

/**
 * Waits until the server has `count` requests, on the real event loop: vi.waitFor would move the
 * faked clock, and with it the deadlines under test.
 */
async function untilReceived(count: number) {
  for (let turn = 0; received.length < count; turn += 1) {
    if (turn > 100_000) throw new Error(`The server got ${received.length} of ${count} requests`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const TIMED_OUT = { error: { message: 'Request timed out', timedOut: true } };

describe('each call of the lead API client fails at the deadline of its kind', () => {
  const upload = new Uint8Array(1024);
  const CALLS: [string, (client: LeadApi) => Promise<RequestResult<unknown>>, number][] = [
    ['a create', (c) => c.createLead({ progressState: 2 }, 'key-1'), DEADLINES.save.ms],
    ['an update', (c) => c.updateLead({ id: 'lead-1', progressState: 4 }), DEADLINES.save.ms],
    ['a status poll', (c) => c.fetchLeadStatus('lead-1'), DEADLINES.poll.ms],
    ['a continue link', (c) => c.continueLead('token', 'continue'), DEADLINES.step.ms],
    [
      'a step call',
      (c) => c.sendLeadStep({ method: 'POST', path: '/lead/aide' }, { id: 'lead-1' }),
      DEADLINES.step.ms,
    ],
    [
      'a look-up',
      (c) => c.request({ method: 'GET', url: '/postcode/lookup/28013' }),
      DEADLINES.lookup.ms,
    ],
    [
      'an upload, once it stops moving',
      (c) =>
        c.request(
          { method: 'POST', url: '/lead/idUpload', data: upload, deadline: 'upload' },
          'uploadedDocument',
        ),
      DEADLINES.upload.ms,
    ],
  ];

  it.each(CALLS)('%s', async (_name, call, deadlineMs) => {
    hangNext = 1;
    let settled = false;
    const result = call(api()).finally(() => {
      settled = true;
    });
    await untilReceived(1);
    await vi.advanceTimersByTimeAsync(deadlineMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual(TIMED_OUT);
  });

  it('the deadlines are the documented ones', () => {
    expect(DEADLINES).toEqual({
      save: { ms: 30_000 },
      step: { ms: 30_000 },
      poll: { ms: 10_000 },
      lookup: { ms: 15_000 },
      upload: { ms: 30_000, fromLastProgress: true },
    });
  });
});

describe('a call past its deadline, with the real store: a failure with its retry', () => {
  const storeOverTheRealClient = (application = {}) =>
    makeTestStore({
      leadApi: api(),
      preloadedState: { lead: { ...initialLeadState, application } },
    });
  const contactStep = { values: { contactDetails: { email: 'ana@example.com' } }, nextState: 4 };

  it('an update that hangs fails at 30 s, keeps the answers, and the retry saves the same lead', async () => {
    const { store } = storeOverTheRealClient({ id: 'lead-1', amount: 500 });
    hangNext = 1;
    const first = store.dispatch(stepSubmitted(contactStep));
    await untilReceived(1);
    expect(store.getState().lead.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(DEADLINES.save.ms);
    await first;
    expect(store.getState().lead.status).toBe('failed');
    expect(store.getState().lead.application.id).toBe('lead-1');

    await store.dispatch(stepSubmitted(contactStep));
    expect(store.getState().lead.status).toBe('idle');
    expect(store.getState().lead.application).toMatchObject({
      id: 'lead-1',
      contactDetails: { email: 'ana@example.com' },
    });
    expect(received.map(({ method }) => method)).toEqual(['PUT', 'PUT']);
  });

  it('a create that hangs fails at 30 s, and the retry repeats its idempotency key', async () => {
    const { store } = storeOverTheRealClient();
    hangNext = 1;
    const first = store.dispatch(stepSubmitted(contactStep));
    await untilReceived(1);
    await vi.advanceTimersByTimeAsync(DEADLINES.save.ms);
    await first;
    expect(store.getState().lead.status).toBe('failed');
    await store.dispatch(stepSubmitted(contactStep));
    expect(store.getState().lead.application.id).toBe('lead-1');
    const [timedOut, retried] = received;
    expect(retried?.idempotencyKey).toBeDefined();
    expect(retried?.idempotencyKey).toBe(timedOut?.idempotencyKey);
  });

  it('a look-up (RTK Query) that hangs is the query’s error at 15 s, and its refetch answers', async () => {
    const { store } = storeOverTheRealClient();
    hangNext = 1;
    const query = store.dispatch(dynamicFormLookups.endpoints.postcode.initiate('28013'));
    await untilReceived(1);
    await vi.advanceTimersByTimeAsync(DEADLINES.lookup.ms);
    const failed = await query;
    expect(failed.isError).toBe(true);
    expect(failed.error).toEqual(TIMED_OUT.error);

    const retried = await query.refetch();
    expect(retried.data).toEqual({ postalCode: '28013' });
    query.unsubscribe();
  });
});
