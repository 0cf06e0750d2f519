// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headersFile, securityHeaders } from '../../../build/deployHeaders';
import { frameAncestorsFor } from '../../../build/frameAncestors';
import { OWN_ORIGIN_ONLY } from '../../../build/responseHeaders';
import { BRAND_REGISTRY } from '../../../src/brands/registry';

const finipay = { country: 'es', brand: 'finipay' };
const partners = {
  'es/finipay': ['https://comparador.example', 'https://*.partner.example'],
  'es/askrobin': [],
};

describe('frame-ancestors of a build', () => {
  it('lets the brand’s own partners frame its build, and no other brand’s', () => {
    expect(frameAncestorsFor(finipay, '', partners)).toBe(
      "'self' https://comparador.example https://*.partner.example",
    );
    expect(frameAncestorsFor({ country: 'es', brand: 'askrobin' }, '', partners)).toBe("'self'");
  });

  it('writes the brand’s partners into the headers a static host and nginx read', () => {
    const html = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    const file = headersFile(
      '/application-frontend',
      securityHeaders(html, {
        frameAncestors: frameAncestorsFor(finipay, '', partners),
        calls: OWN_ORIGIN_ONLY,
      }),
    );
    expect(file).toContain(
      "frame-ancestors 'self' https://comparador.example https://*.partner.example;",
    );
  });

  it('adds what the environment names (a staging partner, a local test page) once', () => {
    expect(
      frameAncestorsFor(
        finipay,
        " 'self'  https://staging.partner.example http://localhost:* ",
        partners,
      ),
    ).toBe(
      "'self' https://comparador.example https://*.partner.example https://staging.partner.example http://localhost:*",
    );
  });

  it('stops the build on a partner that is not an https origin, naming the build and the value', () => {
    for (const partner of [
      'http://partner.example',
      'https://partner.example/path',
      'partner.example',
      '*',
      "https://partner.example; script-src 'unsafe-inline'",
      'https://*',
    ])
      expect(() => frameAncestorsFor(finipay, '', { 'es/finipay': [partner] })).toThrow(
        `es/finipay: embedding partner ${JSON.stringify(partner)} is not an https origin`,
      );
  });

  it('stops the build on an added source that could widen or break the policy', () => {
    for (const source of [
      '*',
      "'unsafe-inline'",
      'https://x.example;',
      'data:',
      '"https://x.example"',
    ])
      expect(() => frameAncestorsFor(finipay, source, partners)).toThrow(
        `FRAME_ANCESTORS: ${JSON.stringify(source)} is not a frame-ancestors source`,
      );
  });

  it('refuses a pair that is not a registered build', () => {
    expect(() => frameAncestorsFor({ country: 'vn', brand: 'askrobin' })).toThrow(
      'vn/askrobin is not a registered build',
    );
  });

  it('has a valid list for each of the 17 registered builds', () => {
    for (const pair of BRAND_REGISTRY)
      expect(frameAncestorsFor(pair)).toMatch(/^'self'(?: https:\/\/\S+)*$/);
  });
});
