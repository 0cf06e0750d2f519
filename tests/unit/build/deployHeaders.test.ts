// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, securityHeaders } from '../../../build/deployHeaders';
import { inlineScriptHashes, OWN_ORIGIN_ONLY } from '../../../build/responseHeaders';

const html =
  '<!doctype html><html><head><script>document.documentElement.dataset.a="1"</script></head>' +
  '<body><div id="root"></div><script>import("/application-frontend/assets/index.js")</script></body></html>';
const hashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('_headers', () => {
  const file = headersFile(
    '/application-frontend',
    securityHeaders(html, {
      frameAncestors: "'self' https://partner.example",
      calls: { ...OWN_ORIGIN_ONLY, connect: ['https://api.lender.example'] },
    }),
  );
  const csp = /Content-Security-Policy: (.+)/.exec(file)?.[1] ?? '';

  it('allows exactly the page’s inline scripts, by their hashes', () => {
    expect(csp).toContain(
      `script-src 'self' ${hashOf('document.documentElement.dataset.a="1"')} ${hashOf(
        'import("/application-frontend/assets/index.js")',
      )};`,
    );
  });

  it('hashes an inline script whatever its attributes, and never a script with a src', () => {
    const hashes = inlineScriptHashes(
      '<script type="module">run()</script><script type="module" src="/a.js"></script><script>go()</script>',
    );
    expect(hashes).toEqual([hashOf('run()'), hashOf('go()')]);
  });

  it('lets the page reach the lead API on its own origin, and only the listed partners frame it', () => {
    expect(csp).toContain("connect-src 'self' https://api.lender.example;");
    expect(csp).toContain("frame-ancestors 'self' https://partner.example;");
    expect(csp).toContain("form-action 'self'");
  });

  it('sends HSTS, Permissions-Policy, Referrer-Policy and nosniff on every path of the build', () => {
    const everyPath = file.split('\n\n')[0] ?? '';
    expect(everyPath.split('\n')[0]).toBe('/application-frontend/*');
    for (const header of [
      'Strict-Transport-Security: max-age=',
      'Permissions-Policy: camera=()',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'X-Content-Type-Options: nosniff',
    ])
      expect(everyPath).toContain(header);
  });

  it('keeps hashed assets for a year and makes index.html revalidate', () => {
    expect(file).toContain(
      '/application-frontend/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(file).toContain('/application-frontend/\n  Cache-Control: no-cache');
    expect(file).toContain('/application-frontend/index.html\n  Cache-Control: no-cache');
  });

  it('adds no origin when the build reaches nothing beyond its own', () => {
    const sameOrigin = headersFile(
      '/application-frontend',
      securityHeaders(html, { frameAncestors: "'self'", calls: OWN_ORIGIN_ONLY }),
    );
    expect(sameOrigin).toContain("img-src 'self' data:; connect-src 'self';");
    expect(sameOrigin).toMatch(/script-src 'self'( '[^']+')+;/);
  });

  it('writes each origin the build reaches under the directive it is reached by', () => {
    const csp = securityHeaders(html, {
      frameAncestors: "'self'",
      calls: {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://api.lender.example', 'https://eu.i.posthog.com'],
        img: ['https://www.facebook.com'],
      },
    })[0]?.[1];
    expect(csp).toMatch(/script-src 'self'( '[^']+')+ https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain(
      "connect-src 'self' https://api.lender.example https://eu.i.posthog.com;",
    );
    expect(csp).toContain("img-src 'self' data: https://www.facebook.com;");
  });

  it('switches off only features browsers recognise (Chromium has no bluetooth feature)', () => {
    const permissions = /Permissions-Policy: (.+)/.exec(file)?.[1] ?? '';
    expect(permissions).toContain('camera=()');
    expect(permissions).not.toContain('bluetooth');
  });
});
