// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath, loadOpenApi } from '../../sandbox/platform/openapi';
import { startTestServer, type TestServer } from './testServer';
import { LEAD_APPLICATION_KEYS } from '../../src/features/lead/types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const doc = loadOpenApi();
const methods = ['get', 'post', 'put', 'delete'] as const;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => [method, path] as const),
);

describe('openapi.json', () => {
  it('is served as OpenAPI 3.1', async () => {
    const response = await server.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const served = response.json();
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(doc);
  });

  it('declares every lead section and scalar of the specification', () => {
    const properties = Object.keys(doc.components.schemas['Lead']?.['properties'] as object);
    // The funnel's own list of lead keys (what it may send) and the contract cannot drift.
    expect(properties.sort()).toEqual(
      [...LEAD_APPLICATION_KEYS, 'product', 'progressState'].sort(),
    );
  });

  it('resolves every $ref', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const [, section, name] = /#\/components\/(\w+)\/(\w+)/.exec(ref) ?? [];
      const group = (doc.components as unknown as Record<string, Record<string, unknown>>)[
        section ?? ''
      ];
      expect(group?.[name ?? ''], ref).toBeDefined();
    }
  });

  // The server's own 404 for an unknown route carries error 'not_found'; a lead 404 does not.
  it.each(operations)('%s %s is a route of the server', async (method, path) => {
    const url = fastifyPath(path).replace(/:(\w+)/g, 'sample');
    const response = await server.inject({ method: method.toUpperCase() as 'GET', url });
    const unknownRoute = response.statusCode === 404 && response.body.includes('"not_found"');
    expect(unknownRoute, response.body).toBe(false);
  });
});
