// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../sandbox/platform/openapi';
import Fastify from 'fastify';
import {
  notImplementedPaths,
  registerNotImplementedRoutes,
} from '../../sandbox/platform/notImplemented';
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
        const response = await server.inject({
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
    // The table may be empty once every call is implemented: the mechanism is checked on its own.
    const app = Fastify();
    registerNotImplementedRoutes(app, ['/future/call/{id}']);
    const response = await app.inject('/future/call/abc?email=a@b.es');
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toBe(
      'GET /future/call/abc is not implemented in the sandbox yet',
    );
    await app.close();
  });

  it('covers exactly the paths marked not-implemented in openapi.json', () => {
    const doc = loadOpenApi();
    const marked = Object.entries(doc.paths)
      .filter(([, item]) => item['x-sandbox-status'] === 'not-implemented')
      .map(([path]) => path);
    expect([...notImplementedPaths].sort()).toEqual(marked.sort());
  });

  it('does not shadow the implemented calls next to them', async () => {
    expect((await server.inject('/v2/lead/url/x/continue')).statusCode).toBe(404);
    // The lead route answers: without a token of that lead, 401.
    expect((await server.inject('/lead/status/x')).statusCode).toBe(401);
  });
});
