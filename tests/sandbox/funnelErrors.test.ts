// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

const indexHtml =
  '<!doctype html><html><head><base href="/application-frontend/"><title>Funnel</title></head><body></body></html>';

let server: TestServer;
let port = 0;
beforeAll(async () => {
  server = await startTestServer({}, (dir) => {
    const distDir = join(dir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    return { distDir };
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.dispose();
});

/** A real HTTP request: an over-long one is refused by Node's parser, which inject skips. */
function get(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          body,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('requests that fail before any route', () => {
  it('a continue link with a broken id gets the funnel’s page, status 400 kept', async () => {
    const answer = await get('/application-frontend/continue/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toBe(indexHtml);
  });

  it('an over-long funnel URL gets the funnel’s page, status 431 kept', async () => {
    const answer = await get(`/application-frontend/continue/${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toBe(indexHtml);
  });

  it('API paths keep their JSON errors', async () => {
    const bad = await get('/lead/status/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'FST_ERR_BAD_URL' });
    const long = await get(`/lead/status/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(long.type).toMatch(/^application\/json/);
  });
});
