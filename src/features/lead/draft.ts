/** Typed values as the form holds them: text for inputs, booleans for checkboxes. */
export type DraftValue = string | boolean;
export type DraftValues = Record<string, DraftValue>;

/**
 * A lead value as a form control shows it: numbers become text, anything that is not text, a
 * finite number or a boolean is no value. `booleanAsText` is for controls other than a checkbox
 * (a yes/no radio group whose options are 'true' and 'false').
 */
export function toDraftValue(value: unknown, booleanAsText = false): DraftValue | undefined {
  if (typeof value === 'boolean') return booleanAsText ? String(value) : value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
