import { isRecord } from './guards';
/**
 * Encoding of values kept in browser storage (specification section 5, "Other rules", and
 * section 9, "Storage").
 *
 * Older releases of the product wrote some values JSON-encoded more than once, so reading
 * unwraps up to {@link MAX_PARSE_DEPTH} layers. Dates travel as ISO strings and are revived
 * on reading so that callers get back what they stored.
 */

/** How many JSON layers a stored value is unwrapped at most (specification section 9). */
export const MAX_PARSE_DEPTH = 10;

/** Only the exact shape `Date.prototype.toISOString` produces, so ordinary text is left alone. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Turns an exact ISO timestamp (with milliseconds and trailing Z) into a Date.
 * Returns `undefined` for any other string, including impossible dates such as month 13,
 * because an Invalid Date would be worse for callers than the original text.
 */
export function reviveIsoTimestamp(text: string): Date | undefined {
  if (!ISO_TIMESTAMP.test(text)) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date accepts day 31 in 30-day months by rolling over; such text was not written by us.
  return date.toISOString() === text ? date : undefined;
}

function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Replaces ISO timestamp strings with Dates throughout a freshly parsed value, in place.
 * Iterative rather than recursive: stored text is outside our control and deeply nested
 * arrays would otherwise overflow the call stack.
 */
function reviveDates(root: unknown): unknown {
  if (typeof root === 'string') return reviveIsoTimestamp(root) ?? root;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const item: unknown = node[i];
        if (typeof item === 'string') {
          const date = reviveIsoTimestamp(item);
          if (date) node[i] = date;
        } else if (typeof item === 'object' && item !== null) {
          pending.push(item);
        }
      }
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        const item = node[key];
        if (typeof item === 'string') {
          const date = reviveIsoTimestamp(item);
          // defineProperty, because plain assignment to an own "__proto__" key (which
          // JSON.parse can create) would change the object's prototype instead.
          if (date) {
            Object.defineProperty(node, key, {
              value: date,
              writable: true,
              enumerable: true,
              configurable: true,
            });
          }
        } else if (typeof item === 'object' && item !== null) {
          pending.push(item);
        }
      }
    }
  }
  return root;
}

/**
 * Decodes a raw storage value.
 *
 * JSON is parsed repeatedly, at most {@link MAX_PARSE_DEPTH} times, while the result is still
 * a string; text that is not JSON is returned as that text. Exact ISO timestamps anywhere in
 * the result become Dates. Never throws.
 *
 * Because of the repeated parsing, a stored string whose content is itself JSON (`"42"`,
 * `"true"`) comes back as the decoded value, not as the string.
 *
 * @param raw what `Storage.getItem` returned
 * @returns the decoded value, or `null` when `raw` is `null`
 */
export function parseStoredValue(raw: string | null): unknown {
  if (raw === null) return null;
  let value: unknown = raw;
  for (let depth = 0; depth < MAX_PARSE_DEPTH && typeof value === 'string'; depth += 1) {
    const parsed = tryParseJson(value);
    if (!parsed.ok) break;
    value = parsed.value;
  }
  return reviveDates(value);
}

/**
 * Encodes a value for storage with `JSON.stringify`. Strings are JSON-encoded as well, so
 * that {@link parseStoredValue} gives them back unchanged; Dates become ISO strings that it
 * revives. `undefined` (and functions or symbols) are stored as `null`.
 *
 * @throws TypeError for values JSON cannot represent (cycles, BigInt); the safe storage
 *   catches and logs this as a failed write.
 */
export function serializeStoredValue(value: unknown): string {
  // JSON.stringify answers undefined (not a string) for these, which storage would save as
  // the text "undefined".
  const json = JSON.stringify(value) as string | undefined;
  return json ?? 'null';
}

/**
 * How long a stored value may be, in characters. The funnel's own values are a few kilobytes (the
 * largest is the lead with its draft); a longer one is corrupt or hostile, and parsing it on every
 * load would stall the page before it could be dropped.
 */
export const MAX_STORED_LENGTH = 100_000;

/**
 * How deep a stored value may nest. The funnel's own values nest a few levels; a hostile or
 * corrupt one (20,000 levels in a few kilobytes) would overflow the stack of whatever recurses
 * into it later, such as JSON.stringify on the next save.
 */
export const MAX_STORED_DEPTH = 32;

/** Whether `root` nests deeper than `maxDepth` objects or arrays; iterative, never recursive. */
export function nestsDeeperThan(root: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() ?? [null, 0];
    if (typeof node !== 'object' || node === null || node instanceof Date) continue;
    if (depth >= maxDepth) return true;
    for (const item of Object.values(node)) pending.push([item, depth + 1]);
  }
  return false;
}
