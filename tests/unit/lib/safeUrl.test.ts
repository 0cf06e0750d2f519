import { describe, expect, it } from 'vitest';
import { toSafeRedirectUrl } from '../../../src/lib/safeUrl';

describe('toSafeRedirectUrl', () => {
  it.each([
    ['https://partner.example/apply?lead=1', 'https://partner.example/apply?lead=1'],
    ['HTTPS://Partner.Example/Path', 'https://partner.example/Path'],
  ])('follows the https address %s', (candidate, expected) => {
    expect(toSafeRedirectUrl(candidate)).toBe(expected);
  });

  it('follows plain http only on the funnel’s own origin (the sandbox’s partner page)', () => {
    const own = 'http://127.0.0.1:8080';
    expect(toSafeRedirectUrl(`${own}/sandbox/partner?lead=1`, own)).toBe(
      `${own}/sandbox/partner?lead=1`,
    );
    expect(toSafeRedirectUrl('http://partner.example/apply', own)).toBeNull();
    expect(toSafeRedirectUrl('http://127.0.0.1:9999/elsewhere', own)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://partner.example/apply',
    'ftp://partner.example',
    '/relative/path',
    'partner.example/apply',
    '//partner.example/apply',
    '',
    'https://',
  ])('refuses %j', (candidate) => {
    expect(toSafeRedirectUrl(candidate)).toBeNull();
  });

  it.each([undefined, null, 42, { href: 'https://x.example' }])(
    'refuses the non-string %j',
    (candidate) => {
      expect(toSafeRedirectUrl(candidate)).toBeNull();
    },
  );
});
