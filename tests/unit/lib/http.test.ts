// @vitest-environment node
/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadApi } from '../../../src/features/lead/api';
import { createHttpClient } from '../../../src/lib/http';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const SLOW_MS = 1200;
/** The lead API's answer to a save, as its contract has it. */
const SAVED = {
  id: 'lead-1',
  progressState: 3,
  leadStatus: 1,
  expiresAt: '2026-07-01T10:00:00.000Z',
};
let server: Server;
let baseURL: string;
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = request.url ?? '';
      received.push({
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (url.startsWith('/fail/')) reply(Number(url.slice('/fail/'.length)), { message: 'nope' });
      else if (url === '/hang') return;
      else if (url === '/slow') setTimeout(() => reply(200, { slow: true }), SLOW_MS);
      else if (url.startsWith('/v3/lead') && request.method !== 'GET') reply(200, SAVED);
      else reply(200, { ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

beforeEach(() => {
  received = [];
});

const client = () =>
  createHttpClient({
    baseURL,
    productId: 'askrobin',
    productUrls: ['/v3/lead', '/affiliate/event'],
  });

describe('createHttpClient against a local server', () => {
  it.each(['/v3/lead', '/affiliate/event'])(
    'adds the product identifier to the body sent to %s',
    async (url) => {
      const result = await client().request({ method: 'POST', url, data: { amount: 500 } });
      expect(result.error).toBeUndefined();
      expect(received[0]).toMatchObject({
        method: 'POST',
        url,
        body: { amount: 500, product: 'askrobin' },
      });
    },
  );

  it.each(['/v2/lead', '/v3/lead/url/1/continue', '/customer/email/unsubscribe', '/v3/leads'])(
    'leaves the body sent to %s alone',
    async (url) => {
      await client().request({ method: 'POST', url, data: { amount: 500 } });
      expect(received[0]?.body).toEqual({ amount: 500 });
    },
  );

  it('answers the JSON data of a successful response', async () => {
    await expect(client().request({ method: 'GET', url: '/anything' })).resolves.toEqual({
      data: { ok: true },
    });
  });

  it.each([400, 404, 500, 503])(
    'returns an error object with status %i instead of throwing, and logs the status',
    async (status) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const result = await client().request({ method: 'GET', url: `/fail/${status}` });
      expect(result).toEqual({
        // The server's answer comes along, so a caller can read its field errors.
        error: {
          status,
          message: expect.stringContaining(String(status)),
          body: { message: 'nope' },
        },
      });
      expect(logged).toHaveBeenCalledWith(`Request failed with HTTP status ${status}`);
    },
  );

  it('returns an error object without status when the server cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = createHttpClient({
      baseURL: 'http://127.0.0.1:1',
      productId: 'askrobin',
      productUrls: [],
    });
    const result = await unreachable.request({ method: 'GET', url: '/x' });
    expect(result.error).toEqual({ message: expect.any(String) });
    expect(result.error).not.toHaveProperty('status');
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends the applicant token to the API’s own paths, and never to another site', async () => {
    let token: string | null = null;
    const withToken = createHttpClient({
      baseURL,
      productId: 'askrobin',
      productUrls: [],
      applicantToken: () => token,
    });
    const sentTo = (path: string) => received.find((request) => request.url === path);
    await withToken.request({ method: 'GET', url: '/before-any-lead' });
    expect(sentTo('/before-any-lead')?.headers.authorization).toBeUndefined();

    token = 'token-of-lead-1';
    await withToken.request({ method: 'GET', url: '/lead/status/lead-1' });
    expect(sentTo('/lead/status/lead-1')?.headers.authorization).toBe('Bearer token-of-lead-1');
    // A production build names its lead path in full, on the API's origin: the token goes there.
    await withToken.request({ method: 'PUT', url: `${baseURL}/v3/lead`, data: {} });
    expect(sentTo('/v3/lead')?.headers.authorization).toBe('Bearer token-of-lead-1');
    // Another origin is another site (the same test server under another name): no token there.
    const elsewhere = new URL(baseURL);
    elsewhere.hostname = elsewhere.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    await withToken.request({ method: 'GET', url: `${elsewhere.origin}/elsewhere` });
    expect(sentTo('/elsewhere')).toBeDefined();
    expect(sentTo('/elsewhere')?.headers.authorization).toBeUndefined();
    // A call that names its own lead's token keeps it.
    await withToken.request({
      method: 'GET',
      url: '/v2/lead/url/lead-2/reapply',
      headers: { Authorization: 'Bearer token-of-lead-2' },
    });
    expect(sentTo('/v2/lead/url/lead-2/reapply')?.headers.authorization).toBe(
      'Bearer token-of-lead-2',
    );
  });

  it(`waits for a slow answer (${SLOW_MS} ms): no timeout`, async () => {
    const result = await client().request({ method: 'GET', url: '/slow' });
    expect(result).toEqual({ data: { slow: true } });
  });

  it('a call past its deadline is a failed call, marked timed out and logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const result = await client().request({ method: 'GET', url: '/hang' }, { ms: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(result).toEqual({ error: { message: 'Request timed out', timedOut: true } });
    expect(logged).toHaveBeenCalledWith('Request timed out after 300 ms');
  });

  it('an answer within the deadline is the answer; the caller’s own abort is no timeout', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await client().request({ method: 'GET', url: '/slow' }, { ms: 5000 })).toEqual({
      data: { slow: true },
    });
    const caller = new AbortController();
    const cancelled = client().request(
      { method: 'GET', url: '/hang', signal: caller.signal },
      { ms: 5000 },
    );
    caller.abort();
    const { error } = await cancelled;
    expect(error).toEqual({ message: expect.any(String) });
    expect(error).not.toHaveProperty('timedOut');
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('createLeadApi against a local server', () => {
  const api = () =>
    createLeadApi({
      apiBaseUrl: baseURL,
      leadPath: '/v3/lead',
      affiliateEventPath: '/affiliate/event',
      productId: 'askrobin',
      language: 'es-ES',
    });

  it('creates with POST, the product identifier and the idempotency key', async () => {
    const result = await api().createLead({ amount: 500, progressState: 3 }, 'key-1');
    expect(result).toEqual({ data: SAVED });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v3/lead',
      body: { amount: 500, progressState: 3, product: 'askrobin' },
    });
    expect(received[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it('updates with PUT, the id and the product identifier', async () => {
    await api().updateLead({ id: 'lead-1', amount: 600, progressState: 4 });
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: '/v3/lead',
      body: { id: 'lead-1', amount: 600, progressState: 4, product: 'askrobin' },
    });
  });

  it('continues a lead with GET /v3/lead/url/{id}/continue and the refTransactionId', async () => {
    // This server answers {ok: true}: only the requests matter here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api().continueLead('a b/1', 'continue', 'tx-9');
    await api().continueLead('abc', 'continue');
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /v3/lead/url/a%20b%2F1/continue?refTransactionId=tx-9',
      'GET /v3/lead/url/abc/continue',
    ]);
  });

  it('asks for the lead status and unsubscribes with the email as a query parameter', async () => {
    // This server answers {ok: true}: only the requests matter here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await api().fetchLeadStatus('lead-1');
    await api().unsubscribe('ana+x@example.com');
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /lead/status/lead-1',
      'POST /customer/email/unsubscribe?email=ana%2Bx%40example.com',
    ]);
  });
});
