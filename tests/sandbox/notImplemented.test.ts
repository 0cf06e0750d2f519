// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../sandbox/openapi';
import { notImplementedPaths } from '../../sandbox/routes/notImplemented';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

/** A concrete URL for a table path: `{code}` becomes a sample value. */
const sample = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => `sample-${name}`);

describe('calls the sandbox does not implement yet', () => {
  it.each(notImplementedPaths.map((path) => [path]))(
    '%s answers 501 for any method',
    async (path) => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        const url = sample(path);
        const response = await server.app.inject({
          method,
          url,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode).toBe(501);
        expect(response.json()).toEqual({
          error: 'not_implemented',
          message: `${method} ${url} is not implemented in the sandbox yet`,
        });
      }
    },
  );

  it('drops the query string from the message', async () => {
    const response = await server.app.inject('/v2/lead?email=a@b.es');
    expect(response.json().message).toBe('GET /v2/lead is not implemented in the sandbox yet');
  });

  it('covers exactly the paths marked not-implemented in openapi.json', () => {
    const doc = loadOpenApi();
    const marked = Object.entries(doc.paths)
      .filter(([, item]) => item['x-sandbox-status'] === 'not-implemented')
      .map(([path]) => path);
    expect([...notImplementedPaths].sort()).toEqual(marked.sort());
  });

  it('does not shadow the implemented calls next to them', async () => {
    expect((await server.app.inject('/v2/lead/url/x/continue')).statusCode).toBe(404);
    expect((await server.app.inject('/lead/status/x')).statusCode).toBe(404);
  });
});
