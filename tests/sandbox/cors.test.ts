// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFunnelOrigins } from '../../sandbox/platform/cors';
import { newLead, startTestServer, type TestServer } from './testServer';

const FUNNEL = 'https://apply.lender.example';
const OTHER_FUNNEL = 'http://127.0.0.1:8723';
const STRANGER = 'https://evil.example';

let server: TestServer;

/** The browser's question before a cross-origin POST with a JSON body and a bearer token. */
const preflight = (origin: string) =>
  server.app.inject({
    method: 'OPTIONS',
    url: '/v3/lead',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,accept-language,authorization',
    },
  });

describe('CORS for funnels on other origins', () => {
  beforeEach(async () => {
    server = await startTestServer({ funnelOrigins: [FUNNEL, OTHER_FUNNEL] });
  });
  afterEach(async () => {
    await server.dispose();
  });

  it('answers a listed funnel’s preflight with the methods and headers the funnel sends', async () => {
    for (const origin of [FUNNEL, OTHER_FUNNEL]) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-methods']).toContain('PUT');
      const allowedHeaders = String(response.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(', ');
      expect(allowedHeaders).toEqual(
        expect.arrayContaining(['content-type', 'accept-language', 'authorization']),
      );
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets a listed funnel read the lead it creates', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/lead',
      headers: { origin: FUNNEL },
      payload: newLead(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(FUNNEL);
    expect(response.headers['vary']).toContain('Origin');
  });

  it('gives any other origin no CORS header, on a preflight or a request', async () => {
    const refused = await preflight(STRANGER);
    expect(refused.statusCode).toBe(404);
    const created = await server.app.inject({
      method: 'POST',
      url: '/v3/lead',
      headers: { origin: STRANGER },
      payload: newLead(),
    });
    for (const response of [refused, created]) {
      const corsHeaders = Object.keys(response.headers).filter((name) =>
        name.startsWith('access-control-'),
      );
      expect(corsHeaders).toEqual([]);
    }
  });

  it('answers no origin at all without FUNNEL_ORIGINS', async () => {
    const plain = await startTestServer();
    try {
      const response = await plain.app.inject({
        method: 'OPTIONS',
        url: '/v3/lead',
        headers: { origin: FUNNEL, 'access-control-request-method': 'POST' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.dispose();
    }
  });
});

describe('FUNNEL_ORIGINS', () => {
  it('reads a comma-separated list of origins', () => {
    expect(parseFunnelOrigins(` ${FUNNEL} ,${OTHER_FUNNEL},`)).toEqual([FUNNEL, OTHER_FUNNEL]);
    expect(parseFunnelOrigins('')).toEqual([]);
  });

  it('refuses an entry that is not exactly an origin, naming it', () => {
    expect(() => parseFunnelOrigins(`${FUNNEL}/,apply.example`)).toThrow(
      `not: ${FUNNEL}/, apply.example`,
    );
    expect(() => parseFunnelOrigins('https://apply.example/app')).toThrow(/FUNNEL_ORIGINS/);
  });
});
