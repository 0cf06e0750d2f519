import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PARAM_LENGTH,
  readEntryParams,
  type EntryParams,
} from '../../../../src/features/session';

const UUID = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';

describe('readEntryParams', () => {
  it('reads every parameter of the specification', () => {
    const search =
      `?sessionId=${UUID}&refName=partner&refSubId=sub&refTransactionId=tx&amount=1500&period=61` +
      '&firstName=Ana&lastName=Ruiz&email=ana%40example.com&phoneNumber=%2B34600000000' +
      '&sellingTierGlobalId=tier-1&fbclid=fb&ttclid=tt&gclid=gc&gclsrc=aw.ds&gbraid=gb&wbraid=wb' +
      '&utm_medium=cpc&utm_source=google&utm_campaign=spring&utm_content=banner&utm_term=loan';
    expect(readEntryParams(search)).toEqual<EntryParams>({
      sessionId: UUID,
      refName: 'partner',
      refSubId: 'sub',
      refTransactionId: 'tx',
      amount: 1500,
      period: 61,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phoneNumber: '+34600000000',
      sellingTierGlobalId: 'tier-1',
      fbclid: 'fb',
      ttclid: 'tt',
      gclid: 'gc',
      gclsrc: 'aw.ds',
      gbraid: 'gb',
      wbraid: 'wb',
      utm: {
        utm_medium: 'cpc',
        utm_source: 'google',
        utm_campaign: 'spring',
        utm_content: 'banner',
        utm_term: 'loan',
      },
    });
  });

  it.each<[string, string, Partial<EntryParams>]>([
    ['empty query', '', {}],
    ['no leading question mark', 'refName=a', { refName: 'a' }],
    ['s_id as transaction fallback', '?s_id=S1', { refTransactionId: 'S1' }],
    ['refTransactionId before s_id', '?s_id=S1&refTransactionId=T1', { refTransactionId: 'T1' }],
    [
      'empty refTransactionId falls back to s_id',
      '?refTransactionId=&s_id=S1',
      { refTransactionId: 'S1' },
    ],
    ['upper-case UUID, lower-cased', `?sessionId=${UUID.toUpperCase()}`, { sessionId: UUID }],
    ['first of repeated parameters', '?refName=a&refName=b', { refName: 'a' }],
    ['trimmed values', '?firstName=%20%20Ana%20', { firstName: 'Ana' }],
    ['control characters removed', '?lastName=Ru%00i%0Az%7F', { lastName: 'Ruiz' }],
    ['decimal amount', '?amount=1000.5', { amount: 1000.5 }],
    ['exponent amount', '?amount=1e3', { amount: 1000 }],
    ['period at the contract’s bounds', '?period=3650&amount=0', { period: 3650, amount: 0 }],
    [
      'script payload kept as inert text',
      '?firstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      { firstName: '<script>alert(1)</script>' },
    ],
  ])('reads %s', (_name, search, expected) => {
    expect(readEntryParams(search)).toEqual({ utm: {}, ...expected });
  });

  it.each([
    ['sessionId not a UUID', '?sessionId=abc'],
    ['sessionId nil UUID', '?sessionId=00000000-0000-0000-0000-000000000000'],
    ['sessionId with extra text', `?sessionId=${UUID}x`],
    ['empty values', '?refName=&email=&utm_source='],
    ['whitespace-only values', '?refName=%20%20&email=%09'],
    ['only control characters', '?firstName=%00%01'],
    ['amount not a number', '?amount=abc'],
    ['amount NaN', '?amount=NaN'],
    ['amount Infinity', '?amount=Infinity'],
    ['amount overflowing to infinity', '?amount=1e400'],
    ['amount in hexadecimal', '?amount=0x10'],
    ['amount with thousands separator', '?amount=1,000'],
    ['period empty', '?period='],
    ['negative period', '?period=-5'],
    ['period not a whole number', '?period=61.5'],
    ['period beyond the contract’s 3650', '?period=3651'],
    ['amount beyond the contract’s 1e9', '?amount=1000000001'],
    ['unknown parameters', '?foo=bar&utm_other=x'],
  ])('leaves out %s', (_name, search) => {
    expect(readEntryParams(search)).toEqual({ utm: {} });
  });

  it(`drops, never cuts, a value over ${MAX_PARAM_LENGTH} characters that no lead field bounds`, () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = 'a'.repeat(MAX_PARAM_LENGTH + 1);
    expect(readEntryParams(`?gclsrc=${long}&fbclid=${long}&gclid=G`)).toEqual({
      gclid: 'G',
      utm: {},
    });
    expect(warn).toHaveBeenCalledWith(
      'Dropping URL parameter "gclsrc": beyond the lead API\'s limits',
    );
    // Counted in characters, not UTF-16 units: an emoji is one.
    const emoji = '😀'.repeat(MAX_PARAM_LENGTH);
    expect(readEntryParams(`?fbclid=${encodeURIComponent(emoji)}`).fbclid).toBe(emoji);
  });

  it('never throws and only keeps clean values, whatever the query', () => {
    // What does not fit is dropped with a warning: hundreds of them here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.constantFrom('NaN', '-Infinity', '<script>alert(1)</script>', '%', '%E0%A4%A', '&&=='),
    );
    const name = fc.constantFrom(
      'sessionId',
      'amount',
      'period',
      'refName',
      's_id',
      'utm_source',
      'email',
      'x',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, value)),
        fc.string({ unit: 'binary' }),
        (pairs, noise) => {
          const search = `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}&${noise}`;
          const params = readEntryParams(search);
          for (const [key, read] of Object.entries(params)) {
            if (key === 'utm') continue;
            if (typeof read === 'number') expect(Number.isFinite(read)).toBe(true);
            else {
              expect(typeof read).toBe('string');
              expect(read).not.toBe('');
              // eslint-disable-next-line no-control-regex -- asserting they were removed
              expect(read).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
              expect(Array.from(read as string).length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
            }
          }
        },
      ),
    );
  });

  it('tolerates a non-string argument from untyped callers', () => {
    // Simulates JavaScript callers that bypass the type.
    expect(readEntryParams(undefined as unknown as string)).toEqual({ utm: {} });
  });
});
