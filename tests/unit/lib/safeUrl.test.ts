import { describe, expect, it } from 'vitest';
import { toSafeRedirectUrl } from '../../../src/lib/safeUrl';

const PARTNERS = ['partner.example', '*.lender.example'];

describe('toSafeRedirectUrl', () => {
  it.each([
    ['https://partner.example/apply?lead=1', 'https://partner.example/apply?lead=1'],
    ['HTTPS://Partner.Example/Path', 'https://partner.example/Path'],
    ['https://apply.lender.example/form', 'https://apply.lender.example/form'],
    ['https://a.b.lender.example/', 'https://a.b.lender.example/'],
  ])('follows the https address %s on a listed partner host', (candidate, expected) => {
    expect(toSafeRedirectUrl(candidate, PARTNERS)).toBe(expected);
  });

  it.each([
    'https://other.example/apply',
    // A wildcard names the subdomains only, and only of that domain.
    'https://lender.example/apply',
    'https://evillender.example/apply',
    'https://partner.example.evil.example/apply',
    'https://apply.lender.example.evil.example/',
  ])('refuses the https address %s outside the partner hosts', (candidate) => {
    expect(toSafeRedirectUrl(candidate, PARTNERS)).toBeNull();
  });

  it('refuses every other host when the brand lists none', () => {
    expect(toSafeRedirectUrl('https://partner.example/apply', [])).toBeNull();
  });

  it('follows the funnel’s own origin, listed or not, plain http included (the sandbox’s partner page)', () => {
    const own = 'http://127.0.0.1:8080';
    expect(toSafeRedirectUrl(`${own}/sandbox/partner?lead=1`, [], own)).toBe(
      `${own}/sandbox/partner?lead=1`,
    );
    expect(toSafeRedirectUrl('http://partner.example/apply', PARTNERS, own)).toBeNull();
    expect(toSafeRedirectUrl('http://127.0.0.1:9999/elsewhere', ['127.0.0.1'], own)).toBeNull();
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
    expect(toSafeRedirectUrl(candidate, PARTNERS)).toBeNull();
  });

  it.each([undefined, null, 42, { href: 'https://x.example' }])(
    'refuses the non-string %j',
    (candidate) => {
      expect(toSafeRedirectUrl(candidate, PARTNERS)).toBeNull();
    },
  );
});
