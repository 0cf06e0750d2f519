import { describe, expect, it } from 'vitest';
import { toSafeRedirectUrl } from '../../../src/lib/safeUrl';

describe('toSafeRedirectUrl', () => {
  it.each([
    ['https://partner.example/apply?lead=1', 'https://partner.example/apply?lead=1'],
    ['http://partner.example', 'http://partner.example/'],
    ['HTTPS://Partner.Example/Path', 'https://partner.example/Path'],
  ])('follows the http(s) address %s', (candidate, expected) => {
    expect(toSafeRedirectUrl(candidate)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
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
