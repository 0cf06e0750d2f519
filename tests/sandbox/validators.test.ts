// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../sandbox/platform/app';
import { newLead, startTestServer, type TestServer } from './testServer';

/**
 * What the validators convert, part by part (sandbox/platform/validators.ts): the text of a path,
 * a query string or a header becomes the number the contract asks for; a JSON body is taken as
 * sent. With a validator factory of its own, Fastify no longer matches header schemas to Node's
 * lower-case header names: the contract's `Idempotency-Key` and `Accept-Language` still apply.
 */

describe('a number from the text of the URL, not from a body', () => {
  let dir: string;
  let platform: Platform;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'validators-test-'));
    platform = createPlatform({ dbPath: join(dir, 'sandbox.db'), distDir: join(dir, 'no-dist') });
    const count = { type: 'object', properties: { count: { type: 'integer' } } };
    // No operation of the contract takes a number in its path or query yet; this route does.
    platform.app.post<{ Params: unknown; Querystring: unknown; Body: unknown }>(
      '/probe/:count',
      { schema: { params: count, querystring: count, body: count } },
      (request, reply) =>
        reply.send({ params: request.params, query: request.query, body: request.body }),
    );
    await platform.app.ready();
  });
  afterAll(async () => {
    await platform.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('converts a numeric path or query parameter into the number it spells', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/probe/12?count=5',
      payload: { count: 7 },
    });
    expect(response.json()).toEqual({
      params: { count: 12 },
      query: { count: 5 },
      body: { count: 7 },
    });
  });

  it('refuses a query parameter that spells no number, naming it', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/probe/1?count=five',
      payload: { count: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ location: 'querystring', field: 'count', keyword: 'type' }),
    ]);
  });

  it('refuses the same number sent as text in a body, naming it', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/probe/1',
      payload: { count: '5' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ location: 'body', field: 'count', keyword: 'type' }),
    ]);
  });
});

describe('the contract’s header parameters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const create = (key: string) =>
    server.inject({
      method: 'POST',
      url: '/v3/lead',
      headers: { 'Idempotency-Key': key },
      payload: newLead(),
    });

  it('honours Idempotency-Key: a repeated create is the first one replayed', async () => {
    const first = await create('validators-replay');
    const second = await create('validators-replay');
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
  });

  it('refuses an Idempotency-Key over its 255 characters, naming it', async () => {
    const response = await create('k'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ location: 'headers', field: 'idempotency-key' }),
    ]);
  });

  it('refuses an Accept-Language over its 255 characters, naming it', async () => {
    const response = await server.inject({
      url: '/choices/country',
      headers: { 'Accept-Language': `es-ES,${'x'.repeat(255)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ location: 'headers', field: 'accept-language' }),
    ]);
  });
});
