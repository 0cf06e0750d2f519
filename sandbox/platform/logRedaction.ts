import { createHmac, randomBytes } from 'node:crypto';

/**
 * A log line may be read by anyone who runs or hosts the server, and a lead id or a token opens
 * the whole application: ids are logged as a keyed hash (the same lead gives the same `lead`
 * within one run, so it can be traced, and nothing leads back to the id), and e-mail addresses,
 * phone numbers and tokens that reach a message are masked.
 */
const KEY = randomBytes(32);

export function leadTrace(leadId: string): string {
  return createHmac('sha256', KEY).update(leadId).digest('hex').slice(0, 12);
}

// `%40` too: an e-mail in a path arrives percent-encoded.
const EMAIL = /[^\s"'<>@/?&=#]+(?:@|%40)[^\s"'<>@/?&=#]+\.[a-z]{2,}/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// Eight or more digits, with the spaces, dashes and leading + that phone numbers are written with.
const PHONE = /\+?\d(?:[\d\s-]{6,}\d)/g;
// An applicant or continue token is 43 base64url characters; no word of a message is 32 long.
const TOKEN = /(?<![\w-])[\w-]{32,}(?![\w-])/g;

// Stands in for an id while the phone numbers are masked: a character no log text holds.
const MARK = '\u{E000}';
const MARKED_ID = new RegExp(`${MARK}(\\d+)${MARK}`, 'gu');

export function redactText(text: string): string {
  // Ids become their traces last: a trace's hex digits must not read as a phone number.
  const traces: string[] = [];
  return text
    .replace(EMAIL, '[email]')
    .replace(UUID, (id) => `${MARK}${traces.push(leadTrace(id)) - 1}${MARK}`)
    .replace(TOKEN, '[token]')
    .replace(PHONE, '[phone]')
    .replace(MARKED_ID, (_marker, index: string) => `[id ${traces[Number(index)]}]`);
}

// A path segment shown as it is: a word (`continue`, `loan-information`, `assets`) or a file name
// (`index-B2x9Qe.js`). Anything else may be a token, a lead id, an e-mail or a phone number.
const SHOWN_SEGMENT =
  /^(?:[A-Za-z][A-Za-z-]{0,31}|[A-Za-z][\w-]{0,39}(?:\.[A-Za-z0-9]{1,8}){1,2})$/;

/**
 * A path for the log where no route pattern stands for it (a page of the funnel, an unknown
 * path): its harmless segments as they are, the rest `[redacted]`, and the text masks after that
 * (a file name can still hold an id or a number).
 */
export function redactedPath(path: string): string {
  const segments = path.split('/');
  const shown = segments.map((s) => (s === '' || SHOWN_SEGMENT.test(s) ? s : '[redacted]'));
  return redactText(shown.join('/'));
}

/** A log record with its `leadId` hashed into `lead` and every string redacted, nested ones too. */
export function redactLogRecord(record: Record<string, unknown>): Record<string, unknown> {
  return redactRecord(record, 0);
}

// Log records are shallow; the bound keeps a cyclic or deep value from costing the request.
const MAX_DEPTH = 4;

function redactRecord(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'leadId' && typeof value === 'string') redacted['lead'] = leadTrace(value);
    else redacted[key] = redactValue(value, depth + 1);
  }
  return redacted;
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (isPlainObject(value)) return redactRecord(value, depth);
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
