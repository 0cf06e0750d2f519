import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, formatPercent } from '../../../src/lib/format';
import { localizedErrorValues } from '../../../src/features/form/errorValues';

/**
 * Amounts, dates and numbers as each market writes them (the brands' intlLocale and currency).
 * Intl separates some groups with a narrow no-break space; tests compare with plain spaces.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['es-ES', 'EUR', 12500, '12.500 €'],
    ['es-MX', 'MXN', 12500, '$12,500'],
    ['es-CO', 'COP', 1500000, '$ 1.500.000'],
    ['pl-PL', 'PLN', 5000, '5000 zł'],
    ['pl-PL', 'PLN', 10000, '10 000 zł'],
    ['ro-RO', 'RON', 2500, '2.500 lei'],
    ['de-DE', 'EUR', 1999.5, '1.999,50 €'],
    ['vi-VN', 'VND', 5000000, '5.000.000 ₫'],
    ['en-PH', 'PHP', 5000, '₱5,000'],
  ])('%s %s %d → %s', (locale, currency, amount, expected) => {
    expect(plain(formatMoney(amount, locale, currency))).toBe(expected);
  });

  it('keeps each currency and precision apart when formatters are reused', () => {
    const sequence = [
      plain(formatMoney(2000, 'de-DE', 'EUR')),
      plain(formatMoney(1999.5, 'de-DE', 'EUR')),
      plain(formatMoney(2000, 'de-DE', 'PLN')),
      plain(formatMoney(2000, 'de-DE', 'EUR')),
    ];
    expect(sequence).toEqual(['2.000 €', '1.999,50 €', '2.000 zł', '2.000 €']);
  });
});

describe('formatNumber', () => {
  it.each([
    ['de-DE', 1980, '1980'],
    ['de-DE', 500000, '500.000'],
    ['pl-PL', 500000, '500 000'],
    ['es-MX', 500000, '500,000'],
    ['ro-RO', 2.5, '2,5'],
    ['en-PH', 1000000, '1,000,000'],
  ])('%s %d → %s', (locale, value, expected) => {
    expect(plain(formatNumber(value, locale))).toBe(expected);
  });
});

describe('dates and percentages', () => {
  it('writes a date and time in the locale’s order', () => {
    const iso = '2025-06-02T10:05:00.000Z';
    expect(plain(formatDateTime(iso, 'de-DE'))).toMatch(/^02\.06\.2025, \d{2}:05$/);
    expect(plain(formatDateTime(iso, 'pl-PL'))).toMatch(/^2 cze 2025, \d{2}:05$/);
    expect(formatDateTime('not a date', 'de-DE')).toBe('');
  });

  it('writes an APR with the locale’s decimal separator', () => {
    expect(plain(formatPercent(19.9, 'es-ES'))).toBe('19,9 %');
    expect(plain(formatPercent(19.9, 'en-PH'))).toBe('19.9%');
  });
});

describe('localizedErrorValues', () => {
  it('writes a validation message’s numbers for the locale and leaves text alone', () => {
    expect(localizedErrorValues({ max: 500000, size: '> 5' }, 'de-DE')).toEqual({
      max: '500.000',
      size: '> 5',
    });
    expect(localizedErrorValues(undefined, 'de-DE')).toBeUndefined();
  });
});
