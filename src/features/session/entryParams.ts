/** The URL parameters read on entry (specification section 2). */
import { fitsLimit } from '../../lib/fieldLimit';
import { cleanParam, paramLimit, sanitizeParam } from './sanitize';

export const UTM_KEYS = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

export type UtmKey = (typeof UTM_KEYS)[number];

export type UtmParams = Partial<Record<UtmKey, string>>;

/** Every parameter is optional; absent means missing, empty or invalid in the URL. */
export interface EntryParams {
  /** Lower-cased; present only when the URL value is a UUID. */
  sessionId?: string;
  refName?: string;
  refSubId?: string;
  /** From refTransactionId, or s_id when that is absent. */
  refTransactionId?: string;
  /**
   * Present only when within the contract's range (amount 0 to 1e9, period a whole number of 0
   * to 3650); the brand's loan limits are the loan screen's.
   */
  amount?: number;
  period?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  sellingTierGlobalId?: string;
  fbclid?: string;
  ttclid?: string;
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
  utm: UtmParams;
}

/** Parameters taken over as text, each held to the contract's limit of the field it fills. */
const TEXT_KEYS = [
  'refName',
  'refSubId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'fbclid',
  'ttclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
] as const satisfies readonly (keyof EntryParams)[];

// Plain decimal notation only: Number() would also accept "0x10", "0b1" and "Infinity".
const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function parseQuery(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** A number in plain decimal notation that fits the contract's limit, else `undefined`. */
function toFiniteNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN;
  return fitsLimit(paramLimit(name), value, `URL parameter "${name}"`) ? value : undefined;
}

/**
 * Reads the entry parameters from a query string (with or without the leading `?`). Values are
 * cleaned and checked against the contract's limits by `sanitizeParam`: one that does not fit is
 * dropped with a warning. The first occurrence of a repeated parameter wins. Never throws.
 */
export function readEntryParams(search: string): EntryParams {
  const query = parseQuery(typeof search === 'string' ? search : '');
  const read = (name: string): string | undefined => sanitizeParam(name, query.get(name));

  const params: EntryParams = { utm: {} };
  for (const key of TEXT_KEYS) {
    const value = read(key);
    if (value !== undefined) params[key] = value;
  }

  const sessionId = read('sessionId');
  if (sessionId !== undefined) params.sessionId = sessionId.toLowerCase();

  const transactionId = read('refTransactionId') ?? read('s_id');
  if (transactionId !== undefined) params.refTransactionId = transactionId;

  const amount = toFiniteNumber('amount', cleanParam(query.get('amount')));
  if (amount !== undefined) params.amount = amount;
  const period = toFiniteNumber('period', cleanParam(query.get('period')));
  if (period !== undefined) params.period = period;

  for (const key of UTM_KEYS) {
    const value = read(key);
    if (value !== undefined) params.utm[key] = value;
  }
  return params;
}
