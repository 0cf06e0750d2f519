import { URL_PARAM_LIMITS } from '../../lib/contractLimits';
import { fitsLimit, type FieldLimit } from '../../lib/fieldLimit';

/**
 * Longest text kept from a URL parameter that fills no lead field of its own (gclsrc, fbclid): as
 * long as the longest the lead API takes of any of them.
 */
export const MAX_PARAM_LENGTH = 512;

/** The contract's limit of the lead field each parameter fills, else the general bound. */
const LIMITS: Readonly<Record<string, FieldLimit | undefined>> = URL_PARAM_LIMITS;
const ANY_PARAM: FieldLimit = { maxLength: MAX_PARAM_LENGTH };

/** The limit the URL parameter `name` is held to. */
export const paramLimit = (name: string): FieldLimit => LIMITS[name] ?? ANY_PARAM;

// C0 controls, DEL and C1 controls: never meaningful in a name, id or e-mail and a common way
// to smuggle line breaks into logs and headers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A URL parameter's text without control characters or surrounding space; `undefined` if empty. */
export function cleanParam(value: string | null | undefined): string | undefined {
  const text = value?.replace(CONTROL_CHARACTERS, '').trim();
  return text === '' ? undefined : text;
}

/**
 * Cleans the URL parameter `name` and checks its text against the contract's limit of the lead
 * field it fills (src/lib/contractLimits.ts). A value that does not fit is dropped with a warning,
 * never cut: a cut click id or reference names something else.
 *
 * @returns the cleaned text, or `undefined` when nothing usable is left
 */
export function sanitizeParam(name: string, value: string | null | undefined): string | undefined {
  const text = cleanParam(value);
  return text !== undefined && fitsLimit(paramLimit(name), text, `URL parameter "${name}"`)
    ? text
    : undefined;
}
