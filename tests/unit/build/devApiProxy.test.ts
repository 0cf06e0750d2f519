import { describe, expect, it } from 'vitest';
import { devApiProxy } from '../../../build/devApiProxy';

/** Whether the dev server hands `path` to the sandbox, as Vite matches a `^`-keyed proxy. */
function proxied(basePath: string, path: string): boolean {
  return Object.keys(devApiProxy(basePath, 'http://127.0.0.1:9')).some((key) =>
    new RegExp(key).test(path),
  );
}

describe('the dev server’s proxy to the sandbox lead API', () => {
  it.each(['/v3/lead', '/lead/status/abc', '/policy', '/affiliate/event', '/sandbox/partner', '/'])(
    'sends %s to the sandbox',
    (path) => {
      expect(proxied('/application-frontend', path)).toBe(true);
    },
  );

  it.each([
    '/application-frontend',
    '/application-frontend/',
    '/application-frontend/continue/abc',
    '/application-frontend/@vite/client',
    '/application-frontend/locales/es/partnerSteps.json',
  ])('leaves %s, the funnel under the base path, to Vite', (path) => {
    expect(proxied('/application-frontend', path)).toBe(false);
  });

  it('follows another base path', () => {
    expect(proxied('/apply', '/apply/contact-details')).toBe(false);
    expect(proxied('/apply', '/application-frontend/')).toBe(true);
  });

  it('proxies nothing without a sandbox (plain `vite`)', () => {
    expect(devApiProxy('/application-frontend', undefined)).toEqual({});
  });
});
