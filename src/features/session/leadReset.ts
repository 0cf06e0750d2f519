/** When a restored lead is reset and what is cleared (specification section 4, "Reset"). */
import { toValidDate } from './dates';

/** Top-level lead fields cleared by a reset; `otherDetails.ibanConsent` is cleared too. */
export const RESET_LEAD_FIELDS = [
  'sessionStartedAt',
  'id',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const;

/**
 * Whether a lead has expired: at or after its `expiresAt`, or once its session is older than
 * `expirationMs`. Missing or unreadable times do not expire the lead; a non-positive or
 * non-finite `expirationMs` disables the session-age rule.
 */
export function isLeadExpired(
  lead: { expiresAt?: unknown; sessionStartedAt?: unknown },
  now: Date,
  expirationMs: number,
): boolean {
  const expiresAt = toValidDate(lead.expiresAt);
  if (expiresAt !== undefined && now.getTime() >= expiresAt.getTime()) return true;
  const startedAt = toValidDate(lead.sessionStartedAt);
  if (startedAt === undefined || !Number.isFinite(expirationMs) || expirationMs <= 0) return false;
  return now.getTime() - startedAt.getTime() > expirationMs;
}

function hasId(id: unknown): boolean {
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
}

/**
 * Whether a restored lead must be reset: it has an id and is either expired or its
 * leadStatus is not a positive number. A lead without an id has nothing server-side to
 * detach from, so it is kept as it is.
 */
export function shouldResetLead(
  lead: { id?: unknown; leadStatus?: unknown; expiresAt?: unknown; sessionStartedAt?: unknown },
  now: Date,
  expirationMs: number,
): boolean {
  if (!hasId(lead.id)) return false;
  const positiveStatus =
    typeof lead.leadStatus === 'number' && Number.isFinite(lead.leadStatus) && lead.leadStatus > 0;
  return !positiveStatus || isLeadExpired(lead, now, expirationMs);
}

/**
 * Returns a copy of the lead without the fields a reset clears, keeping everything the
 * applicant typed. The input is not modified.
 */
export function resetLeadFields<T extends object>(lead: T): T {
  // Viewed as a record so fields can be removed by name; the result is cast back below.
  const cleared: readonly string[] = RESET_LEAD_FIELDS;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(lead).filter(([field]) => !cleared.includes(field)),
  );
  const otherDetails = copy.otherDetails;
  if (typeof otherDetails === 'object' && otherDetails !== null && !Array.isArray(otherDetails)) {
    const details: Record<string, unknown> = { ...otherDetails };
    delete details.ibanConsent;
    copy.otherDetails = details;
  }
  // Same keys minus cleared optional fields; T cannot express "T without these keys".
  return copy as T;
}
