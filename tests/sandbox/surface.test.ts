// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createLead, startTestServer, type TestServer, continueTokenOf } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

describe('control routes', () => {
  it.each([
    ['GET', '/sandbox/leads?sessionId=0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10'],
    ['GET', '/sandbox/unsubscriptions'],
    ['GET', '/sandbox/faults'],
    ['POST', '/sandbox/faults'],
  ] as const)('are not there unless enabled: %s %s', async (method, url) => {
    server = await startTestServer({ controls: false });
    const id = await createLead(server);
    const answer = await server.inject({
      method,
      url,
      payload: method === 'POST' ? { method: 'PUT', path: '/v3/lead', status: 503 } : undefined,
    });
    expect(answer.statusCode).toBe(404);
    // Neither a lead's row nor its offers can be read through them.
    expect((await server.inject(`/sandbox/leads/${id}`)).statusCode).toBe(404);
    expect((await server.inject(`/sandbox/leads/${id}/offers`)).statusCode).toBe(404);
  });

  it('a fault registered while they were off never fires: faults need the controls', async () => {
    server = await startTestServer({ controls: false });
    const id = await createLead(server);
    const update = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, product: 'askrobin', progressState: 3 },
    });
    expect(update.statusCode).toBe(200);
  });
});

describe('response headers', () => {
  it('answers holding personal data are never stored by a cache', async () => {
    server = await startTestServer();
    const id = await createLead(server);
    const continueToken = await continueTokenOf(server, id);
    for (const url of [`/lead/status/${id}`, `/v3/lead/url/${continueToken}/continue`]) {
      const answer = await server.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const created = await server.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: { product: 'askrobin', progressState: 2, amount: 500, period: 30 },
    });
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it('switch off powerful browser features on every answer', async () => {
    server = await startTestServer();
    for (const url of ['/openapi.json', '/application-frontend/', '/lead/status/unknown']) {
      const policy = String((await server.inject(url)).headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('payment=()');
    }
  });
});

describe('bounded input', () => {
  it('refuses a body over 64 kB with a 413 and stores nothing of it', async () => {
    server = await startTestServer();
    const id = await createLead(server);
    const padding = 'x'.repeat(70 * 1024);
    const answer = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: {
        id,
        product: 'askrobin',
        progressState: 3,
        otherDetails: { loanPurpose: padding },
      },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).not.toContain(padding.slice(0, 100));
    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(JSON.stringify(row)).not.toContain(padding.slice(0, 100));
  });
});

describe('closed sections', () => {
  it.each([
    ['personalDetails', { firstName: 'Ana', favouriteColour: 'blue' }],
    ['contactDetails', { email: 'ana@example.com', faxNumber: '911' }],
    ['otherDetails', { loanPurpose: 'car', x0: 'a', x1: 'b' }],
    ['affiliateReferenceParams', { attribute: 'alpha', debug: true }],
  ])('refuses an undeclared key in %s with a 400 that names it', async (section, value) => {
    server = await startTestServer();
    const id = await createLead(server);
    const answer = await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, product: 'askrobin', progressState: 3, [section]: value },
    });
    expect(answer.statusCode).toBe(400);
    const [undeclared] = Object.keys(value).filter(
      (key) => !['firstName', 'email', 'loanPurpose', 'attribute'].includes(key),
    );
    expect(answer.json().errors).toContainEqual(
      expect.objectContaining({ field: `${section}.${undeclared}` }),
    );
    const row = (await server.inject(`/sandbox/leads/${id}`)).json();
    expect(JSON.stringify(row)).not.toMatch(/favouriteColour|faxNumber|x0|debug/);
  });
});
