import type { DatePart } from './fieldTypes';

export type DateParts = Record<DatePart, string>;

/** A problem with the parts of a date: a message key under `errors>` and the parts to correct. */
export interface DatePartsError {
  key: string;
  parts: DatePart[];
}

const PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** By locale: building a date format is slow on a phone (its first in the page, ~20 ms at 4× CPU). */
const partOrders = new Map<string, readonly DatePart[]>();

/**
 * The order the brand's locale writes a date in, from the browser's own date format: day, month,
 * year almost everywhere; month first where the locale writes it so (en-PH). Worked out once per
 * locale: the date of birth's every render and every check ask.
 */
export function datePartOrder(intlLocale: string): readonly DatePart[] {
  const known = partOrders.get(intlLocale);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(1985, 2, 27));
  const order = parts
    .map(({ type }) => type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const result: readonly DatePart[] = order.length === 3 ? order : ['day', 'month', 'year'];
  partOrders.set(intlLocale, result);
  return result;
}

/**
 * The draft of a date of birth is its parts as typed, `year-month-day`: a complete date typed as
 * two, two and four digits reads as the ISO date it is, and an incomplete one keeps every part.
 * The parts hold digits only (partText), so the hyphens cannot be confused with a part's text.
 */
export function draftOfParts({ day, month, year }: DateParts): string {
  return day === '' && month === '' && year === '' ? '' : `${year}-${month}-${day}`;
}

/** The parts a draft (or a lead's ISO date) holds; anything else is an empty date. */
export function partsOfDraft(value: unknown): DateParts {
  const match = typeof value === 'string' ? /^(\d{0,4})-(\d{0,2})-(\d{0,2})$/.exec(value) : null;
  return { year: match?.[1] ?? '', month: match?.[2] ?? '', day: match?.[3] ?? '' };
}

/** What a part's field keeps of what was typed into it: its digits, as many as the part has. */
export function partText(part: DatePart, typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PART_LENGTH[part]);
}

/**
 * A whole date pasted or typed into one field ("27/03/1985", "27.3.1985", "27 3 1985"), read in
 * the locale's order; null for anything else.
 */
export function splitWholeDate(typed: string, order: readonly DatePart[]): DateParts | null {
  const numbers = /^\s*(\d{1,4})\D+(\d{1,2})\D+(\d{1,4})\s*$/.exec(typed)?.slice(1);
  if (numbers?.length !== 3) return null;
  const parts: DateParts = { day: '', month: '', year: '' };
  order.forEach((part, index) => {
    parts[part] = partText(part, numbers[index] ?? '');
  });
  return parts;
}

/** The ISO `YYYY-MM-DD` date the lead API expects, once every part is there; else null. */
export function isoOfDraft(value: unknown): string | null {
  const { day, month, year } = partsOfDraft(value);
  if (day === '' || month === '' || year.length !== 4) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

/** Which part makes a complete date impossible (month 13, 30 February), or null when it exists. */
function impossiblePart({ day, month, year }: DateParts): DatePart | null {
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return 'month';
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > daysInMonth(Number(year), monthNumber)) return 'day';
  return null;
}

/** The message for the parts missing, named in a fixed order whatever the locale's. */
const MISSING_KEYS: Readonly<Record<string, string>> = {
  day: 'birthDate.missing.day',
  month: 'birthDate.missing.month',
  year: 'birthDate.missing.year',
  'day month': 'birthDate.missing.dayMonth',
  'day year': 'birthDate.missing.dayYear',
  'month year': 'birthDate.missing.monthYear',
};

/**
 * The GOV.UK date-input checks, before the date's own rules: nothing typed, a part missing, a
 * year not of four digits, a date that does not exist. The error names the parts to correct, in
 * the locale's order, so the summary links to the first of them.
 */
export function checkDateParts(value: unknown, order: readonly DatePart[]): DatePartsError | null {
  const parts = partsOfDraft(value);
  const missing = order.filter((part) => parts[part] === '');
  if (missing.length === 3) return { key: 'birthDate.required', parts: [...order] };
  if (missing.length > 0) {
    const named = (['day', 'month', 'year'] as const).filter((part) => missing.includes(part));
    return { key: MISSING_KEYS[named.join(' ')] ?? 'birthDate.required', parts: missing };
  }
  if (parts.year.length !== 4) return { key: 'birthDate.yearDigits', parts: ['year'] };
  const wrong = impossiblePart(parts);
  return wrong === null ? null : { key: 'birthDate.real', parts: [wrong] };
}
