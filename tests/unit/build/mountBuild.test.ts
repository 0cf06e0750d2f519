// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersFile } from '../../../build/deployHeaders';
import { inlineScriptHashes } from '../../../build/responseHeaders';
import { mountBuildDir } from '../../../build/mountBuild';
import { normaliseBasePath } from '../../../build/mountBase';

const BUILT_HTML =
  '<!doctype html><html><head><base href="/application-frontend/"><script>start()</script>' +
  '<link rel="icon" href="./favicon.svg"></head><body></body></html>';

let dir = '';
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A build folder as Vite writes it: index.html, its compressed copies, `_headers`. */
function builtFolder(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'mount-build-'));
  writeFileSync(path.join(dir, 'index.html'), BUILT_HTML);
  writeFileSync(path.join(dir, 'index.html.gz'), 'stale');
  writeFileSync(path.join(dir, 'index.html.br'), 'stale');
  const options = {
    basePath: '/application-frontend',
    apiBaseUrl: undefined,
    frameAncestors: "'self'",
  };
  writeFileSync(path.join(dir, '_headers'), headersFile(BUILT_HTML, options));
  return dir;
}

const read = (file: string) => readFileSync(path.join(dir, file));

describe('mountBuildDir', () => {
  it('mounts a build at another path: its <base href>, compressed copies and _headers paths', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const before = readFileSync(path.join(builtFolder(), '_headers'), 'utf8');
    expect(mountBuildDir(dir, '/apply')).toBe('/application-frontend');

    const mounted = BUILT_HTML.replace('/application-frontend/', '/apply/');
    expect(read('index.html').toString('utf8')).toBe(mounted);
    expect(gunzipSync(read('index.html.gz')).toString('utf8')).toBe(mounted);
    expect(brotliDecompressSync(read('index.html.br')).toString('utf8')).toBe(mounted);
    // The inline scripts are as built: the CSP in _headers still allows them.
    expect(inlineScriptHashes(mounted)).toEqual(inlineScriptHashes(BUILT_HTML));
    expect(read('_headers').toString('utf8')).toBe(
      before.replaceAll(/^\/application-frontend\//gm, '/apply/'),
    );
    expect(read('_headers').toString('utf8')).toMatch(/^\/apply\/assets\/\*$/m);
  });

  it('refuses a build that has no <base href> to change', () => {
    builtFolder();
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head></html>');
    expect(() => mountBuildDir(dir, '/apply')).toThrow(/no <base href> element/);
  });
});

describe('normaliseBasePath', () => {
  it.each([
    ['/apply', '/apply'],
    ['/apply/', '/apply'],
    ['/loans/es-2024/', '/loans/es-2024'],
    ['/', ''],
  ])('takes %s as %s', (raw, basePath) => {
    expect(normaliseBasePath(raw)).toBe(basePath);
  });

  it.each(['apply', '/apply?x=1', '/a b', '/../etc', '/"><script>', 'https://elsewhere.example/'])(
    'refuses %s, naming the variable',
    (raw) => {
      expect(() => normaliseBasePath(raw, 'BASE_PATH')).toThrow(/^BASE_PATH must be a path/);
    },
  );
});
