// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuildRecord, type BuildRecord } from '../../../build/buildRecord';
import { writeDeploymentFiles } from '../../../build/deployFiles';
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

const RECORD: BuildRecord = {
  country: 'es',
  brand: 'askrobin',
  mode: 'production',
  endpoints: { apiBaseUrl: 'https://api.lender.example' },
  basePath: '/application-frontend',
  policy: {
    frameAncestors: "'self'",
    calls: { script: [], connect: ['https://api.lender.example'], img: [] },
  },
};

/** A build folder as the build writes it: index.html, its compressed copies, deployment files. */
function builtFolder(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'mount-build-'));
  writeFileSync(path.join(dir, 'index.html'), BUILT_HTML);
  writeFileSync(path.join(dir, 'index.html.gz'), 'stale');
  writeFileSync(path.join(dir, 'index.html.br'), 'stale');
  writeDeploymentFiles(dir, RECORD);
  return dir;
}

const read = (file: string) => readFileSync(path.join(dir, file)).toString('utf8');
const cspOf = (text: string) => /Content-Security-Policy:? "?([^"\n]+)/.exec(text)?.[1];

describe('mountBuildDir', () => {
  it('mounts a build at another path: its <base href> and compressed copies', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    builtFolder();
    expect(mountBuildDir(dir, '/apply')).toBe('/application-frontend');

    const mounted = BUILT_HTML.replace('/application-frontend/', '/apply/');
    expect(read('index.html')).toBe(mounted);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString('utf8')).toBe(
      mounted,
    );
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(
      mounted,
    );
    // The inline scripts are as built: the CSP still allows them.
    expect(inlineScriptHashes(mounted)).toEqual(inlineScriptHashes(BUILT_HTML));
  });

  it('moves _headers, nginx.conf and the record to the new path, with the same policy', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    builtFolder();
    const before = { headers: read('_headers'), nginx: read('nginx.conf') };
    mountBuildDir(dir, '/apply');

    expect(read('_headers')).toBe(
      before.headers.replaceAll(/^\/application-frontend\//gm, '/apply/'),
    );
    const nginx = read('nginx.conf');
    expect(nginx).toContain('location ^~ /apply/ {');
    expect(nginx).toContain('try_files $uri /apply/index.html;');
    expect(nginx).toContain('return 301 /apply/;');
    expect(nginx).not.toContain('/application-frontend');
    expect(cspOf(nginx)).toBe(cspOf(before.nginx));
    expect(readBuildRecord(dir)).toEqual({ ...RECORD, basePath: '/apply' });
  });

  it('refuses a build that has no <base href> to change', () => {
    builtFolder();
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head></html>');
    expect(() => mountBuildDir(dir, '/apply')).toThrow(/no <base href> element/);
  });

  it('refuses a build that does not record what it was made for', () => {
    builtFolder();
    rmSync(path.join(dir, 'build.json'));
    expect(() => mountBuildDir(dir, '/apply')).toThrow(/no readable build\.json/);
    expect(read('index.html')).toBe(BUILT_HTML);
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
