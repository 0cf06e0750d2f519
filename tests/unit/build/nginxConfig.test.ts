// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, securityHeaders } from '../../../build/deployHeaders';
import { nginxLocationBlock } from '../../../build/nginxConfig';
import { OWN_ORIGIN_ONLY } from '../../../build/responseHeaders';

const html =
  '<!doctype html><html><head><script>document.documentElement.dataset.a="1"</script></head>' +
  '<body><div id="root"></div><script>import("/application-frontend/assets/index.js")</script></body></html>';
const sources = {
  frameAncestors: "'self' https://partner.example",
  calls: { ...OWN_ORIGIN_ONLY, connect: ['https://api.lender.example'] },
};
const security = securityHeaders(html, sources);
const block = nginxLocationBlock('/application-frontend', security);

/** The lines of the location block that starts with `opening`, up to its closing brace. */
function location(opening: string, of = block): string[] {
  const lines = of.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${opening} {`);
  expect(start, `${opening} in:\n${of}`).toBeGreaterThanOrEqual(0);
  const indent = /^ */.exec(lines[start] ?? '')?.[0] ?? '';
  const end = lines.findIndex((line, index) => index > start && line === `${indent}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

/** The headers a location sends, by name, as nginx would read its add_header lines. */
function headersOf(lines: string[]): Map<string, string> {
  return new Map(
    lines.flatMap((line) => {
      const match = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
      return match ? [[match[1] ?? '', match[2] ?? ''] as const] : [];
    }),
  );
}

/** What `_headers` sends on a path pattern, by name. */
function headersFileEntries(pattern: string): Map<string, string> {
  const section = headersFile('/application-frontend', security)
    .split('\n\n')
    .find((part) => part.split('\n')[0] === pattern);
  return new Map(
    (section ?? '')
      .split('\n')
      .slice(1)
      .map((line) => {
        const [name = '', ...value] = line.trim().split(': ');
        return [name, value.join(': ')] as const;
      }),
  );
}

describe('nginx.conf', () => {
  const main = location('location ^~ /application-frontend/');
  const assets = location('location ^~ /application-frontend/assets/');
  const locales = location('location ^~ /application-frontend/locales/');
  const everyPath = headersFileEntries('/application-frontend/*');

  it('sends the same security headers as _headers on every location, errors included', () => {
    expect(everyPath.size).toBe(5);
    for (const lines of [main, assets, locales]) {
      const sent = headersOf(lines);
      for (const [name, value] of everyPath) expect(sent.get(name), name).toBe(value);
    }
    const csp = headersOf(main).get('Content-Security-Policy') ?? '';
    const hash = createHash('sha256').update('document.documentElement.dataset.a="1"');
    expect(csp).toContain(`'sha256-${hash.digest('base64')}'`);
    expect(csp).toContain("connect-src 'self' https://api.lender.example;");
  });

  it('answers index.html, revalidated, for every route under the base path that is not a file', () => {
    expect(main).toContain('try_files $uri /application-frontend/index.html;');
    expect(headersOf(main).get('Cache-Control')).toBe('no-cache');
  });

  it('redirects the bare base path with a slash, with the security headers too', () => {
    const bare = location('location = /application-frontend');
    expect(bare).toContain('return 301 /application-frontend/;');
    const sent = headersOf(bare);
    expect(sent.size).toBe(5);
    for (const [name, value] of everyPath) expect(sent.get(name), name).toBe(value);
  });

  it('mounted at the site’s root, serves every path and has no bare base path to redirect', () => {
    const atRoot = nginxLocationBlock('', security);
    expect(location('location ^~ /', atRoot)).toContain('try_files $uri /index.html;');
    expect(location('location ^~ /assets/', atRoot)).toContain('try_files $uri =404;');
    expect(atRoot).not.toContain('return 301');
  });

  it('keeps hashed assets for a year and answers 404 for a missing one instead of the page', () => {
    expect(headersOf(assets).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(assets).toContain('try_files $uri =404;');
    expect(headersOf(locales).get('Cache-Control')).toBe('no-cache');
    expect(locales).toContain('try_files $uri =404;');
  });

  it('serves the precompressed .gz copies and names the module .br needs', () => {
    expect(main).toContain('gzip_static on;');
    expect(main).toContain('gzip_vary on;');
    expect(main).toContain('# brotli_static on;');
  });

  it('does not hand out the deployment files themselves', () => {
    for (const file of ['nginx.conf', '_headers', 'build.json'])
      expect(block).toContain(`location = /application-frontend/${file} { return 404; }`);
  });

  it('stops the build on a header value nginx would misread', () => {
    const misread = securityHeaders(html, { ...sources, frameAncestors: 'https://$host' });
    expect(() => nginxLocationBlock('/application-frontend', misread)).toThrow(/may not contain/);
  });
});
