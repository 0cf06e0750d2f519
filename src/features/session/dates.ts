/**
 * Reads a point in time from a stored or received value: a Date (storage revives ISO
 * strings), a date string or epoch milliseconds.
 *
 * @returns a valid Date, or `undefined` for anything else
 */
export function toValidDate(value: unknown): Date | undefined {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'number') date = new Date(value);
  else return undefined;
  return Number.isNaN(date.getTime()) ? undefined : date;
}
