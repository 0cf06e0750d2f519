import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../src/brands/es/askrobin/config';
import {
  checkDateParts,
  datePartOrder,
  draftOfParts,
  isoOfDraft,
  partsOfDraft,
  partText,
  splitWholeDate,
} from '../../../../src/features/form/birthDate';
import type { DatePart } from '../../../../src/features/form/fieldTypes';
import { birthDateField } from '../../../../src/features/form/fieldFactories';
import { toLeadPatch } from '../../../../src/features/form/leadPatch';
import { validateField } from '../../../../src/features/form/validation';
import { loadValidatingConfig } from '../../../../src/features/form/validatingConfig';

// Spain's AskRobin with its patterns, as a later step validates with them.
const brandConfig = await loadValidatingConfig(askRobinSpain);

const TODAY = new Date(2026, 2, 15); // 15 March 2026, local time
const FIELD = birthDateField('personalDetails.dateOfBirth');
const DMY: DatePart[] = ['day', 'month', 'year'];

describe('the order of a date of birth’s fields', () => {
  // Every brand's intlLocale (src/brands/<country>/countryDefaults.ts), as its applicants write dates.
  it.each([
    ['es-ES', DMY],
    ['es-MX', DMY],
    ['es-CO', DMY],
    ['pl-PL', DMY],
    ['de-DE', DMY],
    ['ro-RO', DMY],
    ['vi-VN', DMY],
    ['en-GB', DMY],
    // The Philippines write month first, as the ph texts' own example (12/31/1990) does.
    ['en-PH', ['month', 'day', 'year']],
  ])('%s: %j', (locale, order) => {
    expect(datePartOrder(locale)).toEqual(order);
  });

  it('builds the locale’s date format once, however often it is asked (every render and check ask)', () => {
    const BrowserFormat = Intl.DateTimeFormat;
    const formats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function DateTimeFormat(
      ...args
    ) {
      // A function, not an arrow: the code under test calls it with `new`.
      return new BrowserFormat(...args);
    });
    try {
      expect(datePartOrder('it-IT')).toEqual(DMY);
      expect(datePartOrder('it-IT')).toEqual(DMY);
      expect(datePartOrder('en-PH')).toEqual(['month', 'day', 'year']);
      expect(formats.mock.calls.map(([locale]) => locale)).toEqual(['it-IT']);
    } finally {
      formats.mockRestore();
    }
  });
});

describe('a date of birth’s draft', () => {
  it('keeps an incomplete date part by part, as typed', () => {
    const draft = draftOfParts({ day: '7', month: '', year: '19' });
    expect(partsOfDraft(draft)).toEqual({ day: '7', month: '', year: '19' });
    expect(isoOfDraft(draft)).toBeNull();
    expect(draftOfParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('reads a lead’s ISO date, and becomes the ISO date the lead API expects', () => {
    expect(partsOfDraft('1990-05-17')).toEqual({ day: '17', month: '05', year: '1990' });
    expect(isoOfDraft(draftOfParts({ day: '27', month: '3', year: '1985' }))).toBe('1985-03-27');
    expect(
      toLeadPatch([FIELD], {
        'personalDetails.dateOfBirth': draftOfParts(partsOfDraft('1985-3-27')),
      }),
    ).toEqual({ personalDetails: { dateOfBirth: '1985-03-27' } });
  });

  it('sends nothing for an incomplete date', () => {
    expect(toLeadPatch([FIELD], { 'personalDetails.dateOfBirth': '1985--27' })).toEqual({});
  });

  it('takes digits only, as many as the part has, and anything else as no date', () => {
    expect(partText('day', ' 2a7x9')).toBe('27');
    expect(partText('year', '19856')).toBe('1985');
    expect(partsOfDraft('27/03/1985')).toEqual({ day: '', month: '', year: '' });
    expect(partsOfDraft(true)).toEqual({ day: '', month: '', year: '' });
  });

  it('splits a whole date pasted into one field in the locale’s order', () => {
    expect(splitWholeDate('27/03/1985', DMY)).toEqual({
      day: '27',
      month: '03',
      year: '1985',
    });
    expect(splitWholeDate('3.27.1985', ['month', 'day', 'year'])).toEqual({
      day: '27',
      month: '3',
      year: '1985',
    });
    expect(splitWholeDate('27', ['day', 'month', 'year'])).toBeNull();
  });
});

describe('the checks of a date of birth (GOV.UK date input)', () => {
  const check = (day: string, month: string, year: string) =>
    validateField(
      FIELD,
      draftOfParts({ day, month, year }),
      brandConfig, // es-ES: day, month, year
      TODAY,
    );

  it.each([
    ['', '', '', 'birthDate.required', DMY],
    ['27', '', '1985', 'birthDate.missing.month', ['month']],
    ['', '3', '', 'birthDate.missing.dayYear', ['day', 'year']],
    ['27', '', '', 'birthDate.missing.monthYear', ['month', 'year']],
    ['', '', '1985', 'birthDate.missing.dayMonth', ['day', 'month']],
    ['27', '3', '85', 'birthDate.yearDigits', ['year']],
    ['27', '13', '1985', 'birthDate.real', ['month']],
    ['30', '2', '1985', 'birthDate.real', ['day']],
    ['0', '2', '1985', 'birthDate.real', ['day']],
    ['16', '3', '2008', 'tooYoung', DMY],
  ])('%s / %s / %s: %s, marking %j', (day, month, year, key, parts) => {
    expect(check(day, month, year)).toMatchObject({ key, parts });
  });

  it('accepts a real date of someone of age, and 29 February of a leap year', () => {
    expect(check('27', '3', '1985')).toBeNull();
    expect(check('29', '2', '1988')).toBeNull();
    expect(check('15', '03', '2008')).toBeNull();
  });

  it('names the first part to correct in the locale’s order (month first in the Philippines)', () => {
    const philippines = { ...brandConfig, intlLocale: 'en-PH' };
    expect(validateField(FIELD, '', philippines, TODAY)?.parts).toEqual(['month', 'day', 'year']);
    expect(checkDateParts('1985--', ['month', 'day', 'year'])?.parts).toEqual(['month', 'day']);
  });

  it('has every message in all nine locales', () => {
    const keys = [
      'birthDate.required',
      'birthDate.missing.day',
      'birthDate.missing.month',
      'birthDate.missing.year',
      'birthDate.missing.dayMonth',
      'birthDate.missing.dayYear',
      'birthDate.missing.monthYear',
      'birthDate.yearDigits',
      'birthDate.real',
    ];
    for (const locale of ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph']) {
      const file = path.resolve(
        import.meta.dirname,
        `../../../../public/locales/${locale}/translation.json`,
      );
      const { errors } = JSON.parse(readFileSync(file, 'utf8')) as {
        errors: Record<string, string>;
      };
      for (const key of keys) expect(errors[key], `${locale} ${key}`).toMatch(/\S/);
    }
  });
});
