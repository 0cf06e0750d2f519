/**
 * The limits the lead API's contract sets on one field (src/lib/contractLimits.ts, generated from
 * sandbox/openapi.json), and the check a value taken in from a URL or from storage passes before
 * the funnel keeps it: a value the lead API would refuse must not fail every save that carries it.
 */
export interface FieldLimit {
  readonly maxLength?: number;
  readonly format?: 'uuid';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly integer?: boolean;
}

import { isRecord } from './guards';

/** Limits of fields in the shape of the object that holds them (a lead's sections). */
export interface LimitTree {
  readonly [field: string]: FieldLimit | LimitTree;
}

/** A field's limit holds numbers and text; a tree holds limits or trees. */
export const isFieldLimit = (node: FieldLimit | LimitTree): node is FieldLimit =>
  typeof Object.values(node)[0] !== 'object';

/**
 * RFC 9562 UUIDs of versions 1–8 with the standard variant: stricter than the contract's `uuid`
 * format, which also takes the nil and max UUIDs, so that no two visitors share one session id.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether `value` fits `limit`: a limit on numbers takes finite numbers only, any other text only. */
export function withinLimit(limit: FieldLimit, value: unknown): boolean {
  const { maxLength = Infinity, format, minimum = -Infinity, maximum = Infinity, integer } = limit;
  if (minimum > -Infinity || maximum < Infinity || integer)
    return (
      typeof value === 'number' &&
      (integer ? Number.isInteger(value) : Number.isFinite(value)) &&
      value >= minimum &&
      value <= maximum
    );
  return (
    typeof value === 'string' &&
    // In code points, as JSON Schema counts them: an emoji is one character, not two.
    (value.length <= maxLength || Array.from(value).length <= maxLength) &&
    (format !== 'uuid' || UUID.test(value))
  );
}

/**
 * Removes from `record` (a copy the caller owns) each field of `limits` whose value does not fit,
 * reporting each as dropped; `what` names the record (`stored lead field `).
 */
export function dropBeyondLimits(
  record: Record<string, unknown>,
  limits: LimitTree,
  what: string,
): void {
  for (const [key, limit] of Object.entries(limits)) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (!isFieldLimit(limit)) {
      if (isRecord(value)) dropBeyondLimits(value, limit, `${what}${key}.`);
    } else if (!fitsLimit(limit, value, `${what}${key}`)) Reflect.deleteProperty(record, key);
  }
}

/**
 * Whether `value` fits `limit`. One that does not is reported as dropped (`what` names where it
 * came from, never the value itself: it may be personal), and the caller drops it.
 */
export function fitsLimit(limit: FieldLimit, value: unknown, what: string): boolean {
  if (withinLimit(limit, value)) return true;
  console.warn(`Dropping ${what}: beyond the lead API's limits`);
  return false;
}
