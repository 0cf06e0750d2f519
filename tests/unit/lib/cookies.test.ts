import { afterEach, describe, expect, it } from 'vitest';
import {
  cookieDomainsOf,
  expireCookie,
  parseCookies,
  readDocumentCookies,
  writeCookie,
} from '../../../src/lib/cookies';

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('parseCookies', () => {
  it('reads name/value pairs separated by semicolons, trimming spaces', () => {
    expect(parseCookies('_fbp=fb.1.1700000000000.123;  _ttp=abc ;ph=1')).toEqual({
      _fbp: 'fb.1.1700000000000.123',
      _ttp: 'abc',
      ph: '1',
    });
  });

  it('keeps the first of repeated names (the most specific path comes first)', () => {
    expect(parseCookies('a=inner; a=outer')).toEqual({ a: 'inner' });
  });

  it('keeps "=" inside values and strips surrounding quotes', () => {
    expect(parseCookies('token=a=b=c; quoted="x y"')).toEqual({ token: 'a=b=c', quoted: 'x y' });
  });

  it('percent-decodes, and keeps malformed encodings as they are', () => {
    expect(parseCookies('name=Luc%C3%ADa; bad=%E0%A4%A')).toEqual({
      name: 'Lucía',
      bad: '%E0%A4%A',
    });
  });

  it('ignores empty strings, pieces without "=" and empty names', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('flag; =value; ok=1;;')).toEqual({ ok: '1' });
  });

  it('allows empty values', () => {
    expect(parseCookies('empty=')).toEqual({ empty: '' });
  });
});

describe('readDocumentCookies', () => {
  it('answers no cookies when the browser refuses access', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Document;
    expect(readDocumentCookies(refusing)).toEqual({});
  });

  it('reads what the page has set', () => {
    writeCookie(document, '_fbc', 'fb.1.1.abc', { maxAgeSeconds: 60 });
    expect(readDocumentCookies(document)._fbc).toBe('fb.1.1.abc');
  });
});

describe('expiring cookies', () => {
  it('lists the host and every parent domain, none for IP addresses or single labels', () => {
    expect(cookieDomainsOf('www.shop.example.com')).toEqual([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(cookieDomainsOf('127.0.0.1')).toEqual([]);
    expect(cookieDomainsOf('localhost')).toEqual([]);
  });

  it('removes a cookie the page can see', () => {
    writeCookie(document, '_ttp', 'abc', { maxAgeSeconds: 60 });
    expireCookie(document, '_ttp', window.location.hostname);
    expect(readDocumentCookies(document)._ttp).toBeUndefined();
  });
});
