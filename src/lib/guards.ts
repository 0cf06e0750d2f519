/** A JSON-like object: not null, not an array. Stored and received values are checked with it. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain object as JSON would give it: also not a Date (storage revives ISO dates as Dates). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && !(value instanceof Date);
}
