// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

const indexHtml =
  '<!doctype html><html><head><base href="/application-frontend/"><title>Funnel</title></head><body><div id="root"></div></body></html>';

/** A temp build like Vite's: index.html, hashed assets, unhashed locales. */
let builtDir = '';

async function serverWithBuild(
  options: { frameAncestors?: string; basePath?: string } = {},
  html = indexHtml,
) {
  server = await startTestServer(options, (dir) => {
    const distDir = join(dir, 'dist');
    builtDir = distDir;
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    mkdirSync(join(distDir, 'locales', 'es'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), html);
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
    writeFileSync(join(distDir, 'locales', 'es', 'translation.json'), '{"title":"Hola"}');
    return { distDir };
  });
  return server.app;
}

const csp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*; base-uri 'self'; " +
  "form-action 'self'";

describe('funnel static files', () => {
  it.each([
    '/application-frontend',
    '/application-frontend/',
    '/application-frontend/contact-details',
    '/application-frontend/continue/0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10?utm_source=mail',
    '/application-frontend/assets/missing.js',
  ])('GET %s answers index.html, uncached, with the security headers', async (url) => {
    const app = await serverWithBuild();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const app = await serverWithBuild();
    const asset = await app.inject('/application-frontend/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');

    const locale = await app.inject('/application-frontend/locales/es/translation.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.json()).toEqual({ title: 'Hola' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve files outside the build', async () => {
    const app = await serverWithBuild();
    // sandbox.db sits next to dist/ in the test folder.
    for (const url of [
      '/application-frontend/..%2Fsandbox.db',
      '/application-frontend/../sandbox.db',
    ]) {
      const response = await app.inject(url);
      expect(response.body).not.toContain('SQLite format');
    }
  });

  it('takes frame-ancestors (the partner allow-list) from the options', async () => {
    const app = await serverWithBuild({ frameAncestors: "'self' https://partner.example" });
    const response = await app.inject('/application-frontend/');
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://partner.example;",
    );
  });

  it('allows the page’s inline scripts by their hashes, and follows a rebuild', async () => {
    const sha256 = (text: string) =>
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = "document.documentElement.setAttribute('data-first-paint', 'off');";
    const loader = "document.head.appendChild(document.createElement('script'));";
    const app = await serverWithBuild(
      {},
      indexHtml
        .replace('</head>', `<script>${script}</script></head>`)
        .replace('</body>', `<script>${loader}</script></body>`),
    );
    const policy = async () =>
      (await app.inject('/application-frontend/')).headers['content-security-policy'];
    expect(await policy()).toContain(`script-src 'self' ${sha256(script)} ${sha256(loader)};`);
    expect(await policy()).not.toMatch(/script-src[^;]*unsafe-inline/);

    const rebuilt = "document.title = 'rebuilt';";
    const index = join(builtDir, 'index.html');
    writeFileSync(index, indexHtml.replace('</head>', `<script>${rebuilt}</script></head>`));
    utimesSync(index, new Date(), new Date(Date.now() + 5000));
    expect(await policy()).toContain(`script-src 'self' ${sha256(rebuilt)};`);
    expect(await policy()).not.toContain(sha256(script));
  });

  it('answers 404 JSON to other methods under the base path', async () => {
    const app = await serverWithBuild();
    const response = await app.inject({ method: 'POST', url: '/application-frontend/x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('sends / to the funnel', async () => {
    const app = await serverWithBuild();
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/application-frontend/');
  });

  it('answers 503 with build instructions when the funnel is not built', async () => {
    server = await startTestServer();
    for (const url of ['/application-frontend', '/application-frontend/personal-details']) {
      const response = await server.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/npm run build/);
    }
  });

  it('puts the security headers on API answers too, without a CSP', async () => {
    server = await startTestServer();
    const response = await server.inject('/policy');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const partner = await server.inject('/sandbox/partner');
    expect(partner.headers['content-security-policy']).toBe(csp);
  });

  it('mounts the same build at a configured base path, and only there', async () => {
    const app = await serverWithBuild({ basePath: '/apply' });
    const mounted = indexHtml.replace('/application-frontend/', '/apply/');
    for (const url of ['/apply', '/apply/', '/apply/index.html', '/apply/continue/abc']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(mounted);
    }
    expect((await app.inject('/apply/assets/index-3f9a1c.js')).body).toBe('console.log("app");');
    expect((await app.inject('/apply/locales/es/translation.json')).json()).toEqual({
      title: 'Hola',
    });
    expect((await app.inject('/application-frontend/')).statusCode).toBe(404);
    expect((await app.inject('/')).headers.location).toBe('/apply/');
  });

  it('refuses to mount the funnel at the root, where the API answers', async () => {
    await expect(startTestServer({ basePath: '/' })).rejects.toThrow(
      /under a path such as \/apply/,
    );
  });

  it('sends the mounted page compressed to a browser that accepts it, never the build’s copies', async () => {
    const app = await serverWithBuild({ basePath: '/apply' });
    // The build's own compressed page carries its own base path (build/precompress.ts).
    writeFileSync(join(builtDir, 'index.html.br'), brotliCompressSync(indexHtml));
    const mounted = indexHtml.replace('/application-frontend/', '/apply/');
    for (const [accept, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await app.inject({ url: '/apply/', headers: { 'accept-encoding': accept } });
      expect(page.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(decode(page.rawPayload).toString('utf8')).toBe(mounted);
    }
    const identity = await app.inject({ url: '/apply/', headers: { 'accept-encoding': 'br;q=0' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(mounted);
  });

  it('refuses with instructions a build that cannot be mounted (no <base href>)', async () => {
    const app = await serverWithBuild(
      {},
      indexHtml.replace('<base href="/application-frontend/">', ''),
    );
    const page = await app.inject('/application-frontend/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/no <base href> element: rebuild/);
  });
});
