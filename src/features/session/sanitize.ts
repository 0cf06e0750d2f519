/** Longest text kept from a URL parameter; longer values are cut. */
export const MAX_PARAM_LENGTH = 512;

// C0 controls, DEL and C1 controls: never meaningful in a name, id or e-mail and a common way
// to smuggle line breaks into logs and headers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Cleans a URL parameter: control characters removed, trimmed, cut to
 * {@link MAX_PARAM_LENGTH} code points (never splitting a surrogate pair).
 *
 * @returns the cleaned text, or `undefined` when nothing is left
 */
export function sanitizeParam(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  let text = value.replace(CONTROL_CHARACTERS, '').trim();
  if (text.length > MAX_PARAM_LENGTH) {
    text = Array.from(text).slice(0, MAX_PARAM_LENGTH).join('').trimEnd();
  }
  return text === '' ? undefined : text;
}
