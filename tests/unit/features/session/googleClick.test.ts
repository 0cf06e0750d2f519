import { describe, expect, it } from 'vitest';
import {
  GOOGLE_CLICK_EXPIRY_DAYS,
  acceptGoogleClick,
  readStoredGoogleClick,
  toLeadGoogleClick,
  type GoogleClickParams,
} from '../../../../src/features/session';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

describe('acceptGoogleClick', () => {
  it.each<[string, GoogleClickParams]>([
    ['gclid alone', { gclid: 'g1' }],
    ['wbraid alone', { wbraid: 'w1' }],
    ['gbraid alone', { gbraid: 'b1' }],
    ['gclsrc aw.ds', { gclid: 'g1', gclsrc: 'aw.ds' }],
    ['gclsrc aw', { gbraid: 'b1', gclsrc: 'aw' }],
    ['all ids', { gclid: 'g1', wbraid: 'w1', gbraid: 'b1', gclsrc: 'aw.ds' }],
  ])('accepts %s', (_name, params) => {
    expect(acceptGoogleClick(params, NOW)).toEqual({ ...params, setAt: NOW.toISOString() });
  });

  it.each<[string, GoogleClickParams]>([
    ['no parameters', {}],
    ['gclsrc alone', { gclsrc: 'aw.ds' }],
    ['gclsrc without aw (Search Ads 360)', { gclid: 'g1', gclsrc: 'ds' }],
    ['gclsrc without aw (display)', { wbraid: 'w1', gclsrc: 'dc' }],
    ['empty ids', { gclid: '', wbraid: '', gbraid: '' }],
  ])('refuses %s', (_name, params) => {
    expect(acceptGoogleClick(params, NOW)).toBeNull();
  });

  it('keeps only the click fields of a wider parameter object', () => {
    const params = { gclid: 'g1', refName: 'x', utm: {} } as GoogleClickParams;
    expect(acceptGoogleClick(params, NOW)).toEqual({ gclid: 'g1', setAt: NOW.toISOString() });
  });
});

describe('readStoredGoogleClick', () => {
  it.each([
    ['a fresh click', { gclid: 'g1', setAt: daysAgo(1) }, { gclid: 'g1', setAt: daysAgo(1) }],
    [
      'a click exactly 90 days old',
      { gbraid: 'b1', setAt: daysAgo(GOOGLE_CLICK_EXPIRY_DAYS) },
      { gbraid: 'b1', setAt: daysAgo(90) },
    ],
    [
      'a setAt revived as a Date',
      { wbraid: 'w1', setAt: new Date(daysAgo(2)) },
      { wbraid: 'w1', setAt: daysAgo(2) },
    ],
  ])('keeps %s', (_name, stored, expected) => {
    expect(readStoredGoogleClick(stored, NOW)).toEqual(expected);
  });

  it.each([
    ['a click older than 90 days', { gclid: 'g1', setAt: daysAgo(90.001) }],
    ['missing setAt', { gclid: 'g1' }],
    ['unreadable setAt', { gclid: 'g1', setAt: 'soon' }],
    ['no id', { gclsrc: 'aw', setAt: daysAgo(1) }],
    ['a refused gclsrc', { gclid: 'g1', gclsrc: 'ds', setAt: daysAgo(1) }],
    ['a bare string', 'g1'],
    ['null', null],
    ['an array', [{ gclid: 'g1', setAt: daysAgo(1) }]],
  ])('drops %s', (_name, stored) => {
    expect(readStoredGoogleClick(stored, NOW)).toBeNull();
  });
});

describe('toLeadGoogleClick', () => {
  it('maps the stored click to the lead field, with setAt as gclidAt and no gclsrc', () => {
    expect(
      toLeadGoogleClick({
        gclid: 'g1',
        gclsrc: 'aw',
        gbraid: 'b1',
        wbraid: 'w1',
        setAt: daysAgo(1),
      }),
    ).toEqual({ gclid: 'g1', gclidAt: daysAgo(1), gbraid: 'b1', wbraid: 'w1' });
    expect(toLeadGoogleClick({ wbraid: 'w1', setAt: daysAgo(1) })).toEqual({
      wbraid: 'w1',
      gclidAt: daysAgo(1),
    });
    expect(toLeadGoogleClick(null)).toBeNull();
  });
});
