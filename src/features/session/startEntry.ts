/**
 * What happens once at startup, before the store is made: read the URL, settle the session,
 * the affiliate reference and the Google click, and record them in browser storage.
 */
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { fitsLimit } from '../../lib/fieldLimit';
import type { SafeStorage } from '../../lib/storage';
import { readEntryParams, type EntryParams, type UtmParams } from './entryParams';
import { resolveSession } from './session';
import { randomUuid } from './uuid';
import { toValidDate } from './dates';
import {
  resolveAffiliateReference,
  type AffiliateReferenceFromUrl,
  type AffiliateReferenceParams,
} from './affiliateReference';
import { acceptGoogleClick, readStoredGoogleClick, type StoredGoogleClick } from './googleClick';
import {
  GOOGLE_CLICK_KEY,
  INIT_AT_KEY,
  NEW_SESSION_FLAG_KEY,
  SELLING_TIER_KEY,
  SESSION_ID_KEY,
  SESSION_STARTED_AT_KEY,
  SESSION_URL_KEY,
} from '../../lib/storageKeys';
import { readStoredLoanApplication, updateStoredLoanApplication } from './storedLoanApplication';

export interface EntryContext {
  params: EntryParams;
  sessionId: string;
  sessionStartedAt: Date;
  /** True when this entry started a session; `newSessionFlag` is then stored as true. */
  isNewSession: boolean;
  affiliateReferenceParams: AffiliateReferenceParams | null;
  googleClick: StoredGoogleClick | null;
  utm: UtmParams;
  /** From the URL, else from session storage. */
  sellingTierGlobalId?: string;
}

export interface StartEntryArgs {
  search: string;
  href: string;
  now: Date;
  local: SafeStorage;
  session: SafeStorage;
  affiliate: { expiryHours: number; staticName?: string };
  /** Source of fresh session ids; a random UUID unless a test needs predictable ones. */
  newId?: () => string;
}

function urlReference(params: EntryParams): AffiliateReferenceFromUrl | undefined {
  if (params.refName === undefined) return undefined;
  return {
    refName: params.refName,
    refSubId: params.refSubId,
    refTransactionId: params.refTransactionId,
  };
}

/** Whether storage holds exactly `reference`, so writing it again would change nothing. */
function isStoredAs(reference: AffiliateReferenceParams, stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const record = stored as Record<string, unknown>;
  return (
    record.attribute === reference.attribute &&
    record.subId === reference.subId &&
    record.transactionId === reference.transactionId &&
    toValidDate(record.setAt)?.toISOString() === reference.setAt
  );
}

/**
 * Settles the affiliate reference and writes it back into storedLoanApplication, touching
 * no other property of that object (amount, period, ... belong to the lead feature).
 */
function settleAffiliateReference(
  args: StartEntryArgs,
  params: EntryParams,
): { reference: AffiliateReferenceParams | null; resetSession: boolean } {
  const { local, now, affiliate } = args;
  const storedReference = readStoredLoanApplication(local).affiliateReferenceParams;

  const resolution = resolveAffiliateReference({
    fromUrl: urlReference(params),
    stored: storedReference,
    now,
    expiryHours: affiliate.expiryHours,
    staticName: affiliate.staticName,
  });

  const { reference } = resolution;
  // A part the reading dropped (beyond the contract's limits) leaves storage too.
  const unchanged =
    reference === null ? storedReference === undefined : isStoredAs(reference, storedReference);
  if (!unchanged)
    updateStoredLoanApplication(local, { affiliateReferenceParams: reference ?? undefined });
  return resolution;
}

/** A URL click that passes the rule replaces the stored one; otherwise the stored one stays. */
function settleGoogleClick(
  local: SafeStorage,
  params: EntryParams,
  now: Date,
): StoredGoogleClick | null {
  const fromUrl = acceptGoogleClick(params, now);
  if (fromUrl) {
    local.setItem(GOOGLE_CLICK_KEY, fromUrl);
    return fromUrl;
  }
  const raw = local.getItem(GOOGLE_CLICK_KEY);
  const stored = readStoredGoogleClick(raw, now);
  if (stored === null) {
    if (raw !== null) local.removeItem(GOOGLE_CLICK_KEY);
  } else if (Object.keys(raw as object).some((key) => !(key in stored))) {
    // Stored again without what its reading dropped, so the next visit does not warn again (`raw`
    // is a record: nothing else reads as a click).
    local.setItem(GOOGLE_CLICK_KEY, stored);
  }
  return stored;
}

/**
 * The URL's selling tier, else the session's; a new session (a new affiliate reference resets
 * it, section 4) does not take over the tier another session was sold under. A stored tier
 * beyond the contract's limits is dropped, from storage too.
 */
function settleSellingTier(
  session: SafeStorage,
  params: EntryParams,
  isNewSession: boolean,
): string | undefined {
  if (params.sellingTierGlobalId !== undefined) {
    session.setItem(SELLING_TIER_KEY, params.sellingTierGlobalId);
    return params.sellingTierGlobalId;
  }
  if (isNewSession) {
    session.removeItem(SELLING_TIER_KEY);
    return undefined;
  }
  const raw = session.getItem(SELLING_TIER_KEY);
  if (raw === null) return undefined;
  // Storage decodes a stored "12345" on to the number it spells (specification section 5); only
  // a whole number within JavaScript's exact range turns back into the same text.
  const stored = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (
    stored !== '' &&
    fitsLimit(LEAD_LIMITS.sellingTierGlobalId, stored, `stored "${SELLING_TIER_KEY}"`)
  ) {
    if (typeof stored === 'string') return stored;
  }
  // One the lead API would refuse would fail every save of this tab: it goes.
  session.removeItem(SELLING_TIER_KEY);
  return undefined;
}

/**
 * Runs the entry rules of specification sections 2 and 4 and records the outcome:
 * session storage gets sessionId, sessionStartedAt, initAt (first entry only) and
 * sellingTierGlobalId, plus sessionUrl and newSessionFlag on a new session; local storage
 * gets the Google click (`gclid`) and storedLoanApplication.affiliateReferenceParams.
 *
 * When the affiliate rule resets the session, the stored session id is ignored: the URL id is
 * used if it names a different session, otherwise a fresh one is made. Clearing other
 * session data (the restored lead) is left to whoever reads `isNewSession`.
 *
 * Never throws as long as the stores are SafeStorage.
 */
export function startEntry(args: StartEntryArgs): EntryContext {
  const { search, href, now, local, session } = args;
  const newId = args.newId ?? randomUuid;
  const params = readEntryParams(search);

  const affiliate = settleAffiliateReference(args, params);

  const storedSessionId = session.getItem(SESSION_ID_KEY);
  const resolved = affiliate.resetSession
    ? resolveSession({
        urlSessionId: params.sessionId === storedSessionId ? undefined : params.sessionId,
        storedSessionId: null,
        storedStartedAt: null,
        now,
        newId,
      })
    : resolveSession({
        urlSessionId: params.sessionId,
        storedSessionId,
        storedStartedAt: session.getItem(SESSION_STARTED_AT_KEY),
        now,
        newId,
      });

  session.setItem(SESSION_ID_KEY, resolved.sessionId);
  session.setItem(SESSION_STARTED_AT_KEY, resolved.sessionStartedAt);
  if (resolved.isNew) {
    session.setItem(SESSION_URL_KEY, href);
    session.setItem(NEW_SESSION_FLAG_KEY, true);
  }
  if (session.getItem(INIT_AT_KEY) === null) session.setItem(INIT_AT_KEY, now);

  const context: EntryContext = {
    params,
    sessionId: resolved.sessionId,
    sessionStartedAt: resolved.sessionStartedAt,
    isNewSession: resolved.isNew,
    affiliateReferenceParams: affiliate.reference,
    googleClick: settleGoogleClick(local, params, now),
    utm: params.utm,
  };
  const sellingTierGlobalId = settleSellingTier(session, params, resolved.isNew);
  if (sellingTierGlobalId !== undefined) context.sellingTierGlobalId = sellingTierGlobalId;
  return context;
}
