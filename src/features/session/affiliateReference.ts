/** The affiliate reference kept across visits (specification sections 4 and 9). */
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { dropBeyondLimits } from '../../lib/fieldLimit';
import type { AffiliateReferenceParams } from '../lead';
import { toValidDate } from './dates';

export type { AffiliateReferenceParams };

/** Default lifetime of a stored affiliate reference (specification section 9). */
export const DEFAULT_AFFILIATE_EXPIRY_HOURS = 480;

const HOUR_MS = 60 * 60 * 1000;

export interface AffiliateReferenceFromUrl {
  refName: string;
  refSubId?: string;
  refTransactionId?: string;
}

export interface AffiliateReferenceResolution {
  /** The reference to keep (and send with the lead), or `null` to remove the stored one. */
  reference: AffiliateReferenceParams | null;
  /** True when session data must be dropped and a new session started. */
  resetSession: boolean;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Validates a stored reference. `setAt` may arrive as a Date because storage revives ISO
 * strings; it is normalised back to an ISO string. A part beyond the contract's limits (stored by
 * an older release, or edited) is dropped with a warning; without its name, so is the reference.
 *
 * @returns the reference, or `null` when the value is not a usable reference
 */
export function readStoredAffiliateReference(stored: unknown): AffiliateReferenceParams | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = { ...stored } as Record<string, unknown>;
  dropBeyondLimits(record, LEAD_LIMITS.affiliateReferenceParams, 'stored affiliate reference ');
  const attribute = optionalText(record.attribute);
  const setAt = toValidDate(record.setAt);
  if (attribute === undefined || setAt === undefined) return null;
  const reference: AffiliateReferenceParams = { attribute, setAt: setAt.toISOString() };
  const subId = optionalText(record.subId);
  if (subId !== undefined) reference.subId = subId;
  const transactionId = optionalText(record.transactionId);
  if (transactionId !== undefined) reference.transactionId = transactionId;
  return reference;
}

/**
 * Whether a reference set at `setAt` has outlived `expiryHours`. A configured value that is
 * not a positive finite number means references never expire, and so does the brand's static
 * reference (section 4); any other reference of that brand expires as usual.
 */
export function isAffiliateReferenceExpired(
  reference: AffiliateReferenceParams,
  now: Date,
  expiryHours: number,
  staticName?: string,
): boolean {
  if (staticName !== undefined && reference.attribute === staticName) return false;
  if (!Number.isFinite(expiryHours) || expiryHours <= 0) return false;
  const setAt = new Date(reference.setAt).getTime();
  return now.getTime() - setAt > expiryHours * HOUR_MS;
}

function sameReference(url: AffiliateReferenceFromUrl, stored: AffiliateReferenceParams): boolean {
  return (
    url.refName === stored.attribute &&
    optionalText(url.refSubId) === stored.subId &&
    optionalText(url.refTransactionId) === stored.transactionId
  );
}

function fromUrlReference(url: AffiliateReferenceFromUrl, now: Date): AffiliateReferenceParams {
  const reference: AffiliateReferenceParams = { attribute: url.refName, setAt: now.toISOString() };
  if (url.refSubId) reference.subId = url.refSubId;
  if (url.refTransactionId) reference.transactionId = url.refTransactionId;
  return reference;
}

/**
 * Decides which affiliate reference applies to this visit.
 *
 * - A URL reference equal to a live stored one keeps the stored one (and its `setAt`).
 * - A URL reference that differs from the stored one (or finds none, or finds an expired
 *   one) replaces it and resets the session.
 * - Without a URL reference, an expired stored one is removed and the session reset; a live
 *   one is kept.
 * - A malformed stored value is treated as absent.
 */
export function resolveAffiliateReference(args: {
  fromUrl?: AffiliateReferenceFromUrl;
  stored: unknown;
  now: Date;
  expiryHours: number;
  staticName?: string;
}): AffiliateReferenceResolution {
  const { fromUrl, now, expiryHours, staticName } = args;
  const stored = readStoredAffiliateReference(args.stored);
  const expired =
    stored !== null && isAffiliateReferenceExpired(stored, now, expiryHours, staticName);
  const live = expired ? null : stored;

  if (fromUrl && fromUrl.refName !== '') {
    if (live && sameReference(fromUrl, live)) return { reference: live, resetSession: false };
    return { reference: fromUrlReference(fromUrl, now), resetSession: true };
  }
  // A brand with a static reference (pl/fidea, section 9) puts it on every lead without one.
  if (live === null && staticName)
    return {
      reference: { attribute: staticName, setAt: now.toISOString() },
      resetSession: expired,
    };
  return { reference: live, resetSession: expired };
}
