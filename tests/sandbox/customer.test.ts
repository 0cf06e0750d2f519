// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

describe('POST /customer/email/unsubscribe', () => {
  it('stores the unsubscription once, normalised', async () => {
    for (const email of ['Ana@Example.com', 'ana@example.com']) {
      const response = await server.inject({
        method: 'POST',
        url: `/customer/email/unsubscribe?email=${encodeURIComponent(email)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ unsubscribed: true });
    }
    const { unsubscriptions } = (await server.inject('/sandbox/unsubscriptions')).json();
    expect(unsubscriptions).toEqual([{ email: 'ana@example.com', createdAt: expect.any(String) }]);
  });

  it('survives a restart', async () => {
    await server.inject({ method: 'POST', url: '/customer/email/unsubscribe?email=a%40b.es' });
    const app = await server.restart();
    expect((await app.inject('/sandbox/unsubscriptions')).json().unsubscriptions).toHaveLength(1);
  });

  it.each([
    ['missing', '/customer/email/unsubscribe', /email/],
    ['malformed', '/customer/email/unsubscribe?email=not-an-email', /email/],
  ])('answers 400 with a clear message when the email is %s', async (_case, url, message) => {
    const response = await server.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(message);
    expect(body.errors[0]).toMatchObject({ location: 'querystring', field: 'email' });
    expect((await server.inject('/sandbox/unsubscriptions')).json().unsubscriptions).toEqual([]);
  });
});

describe('GET /policy', () => {
  it('lists required privacy and terms policies and an optional marketing consent', async () => {
    const response = await server.inject('/policy');
    expect(response.statusCode).toBe(200);
    const policies = response.json();
    expect(policies).toEqual([
      {
        id: 'privacy-policy',
        type: 'GENERAL',
        required: true,
        version: expect.any(String),
        url: 'http://localhost/sandbox/policy/privacy-policy',
      },
      {
        id: 'terms-and-conditions',
        type: 'GENERAL',
        required: true,
        version: expect.any(String),
        url: 'http://localhost/sandbox/policy/terms-and-conditions',
      },
      {
        id: 'marketing',
        type: 'MARKETING',
        required: false,
        version: expect.any(String),
        url: 'http://localhost/sandbox/policy/marketing',
      },
    ]);
  });

  it('links to pages that exist', async () => {
    for (const policy of (await server.inject('/policy')).json()) {
      const page = await server.inject(new URL(policy.url).pathname);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await server.inject('/sandbox/policy/nope')).statusCode).toBe(404);
  });
});
