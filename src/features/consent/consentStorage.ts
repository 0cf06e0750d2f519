import type { SafeStorage } from '../../lib/storage';
import { TRACKING_CONSENT_KEY } from '../../lib/storageKeys';
import type { ConsentState } from './consentTypes';

/** Local-storage key of the applicant's choice (docs/tracking.md lists every key). */
export const CONSENT_STORAGE_KEY = TRACKING_CONSENT_KEY;

/** Bump when the purposes or vendors change materially: every applicant is asked again. */
export const CONSENT_VERSION = 1;

/** A choice is asked again after 13 months, as European regulators recommend. */
export const CONSENT_MAX_AGE_MS = 395 * 24 * 60 * 60 * 1000;

export interface StoredConsent extends ConsentState {
  version: number;
  decidedAt: string;
}

function toTime(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return new Date(value).getTime();
  return Number.NaN;
}

/**
 * The remembered choice, or `null` when there is none, it is malformed, of another version or
 * older than {@link CONSENT_MAX_AGE_MS}. `decidedAt` may come back as a Date (storage revives
 * ISO strings).
 */
export function readStoredConsent(storage: SafeStorage, now: Date): ConsentState | null {
  const stored = storage.getItem(CONSENT_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = stored as Record<string, unknown>;
  if (record.version !== CONSENT_VERSION) return null;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  const decidedAt = toTime(record.decidedAt);
  if (
    Number.isNaN(decidedAt) ||
    decidedAt > now.getTime() ||
    now.getTime() - decidedAt > CONSENT_MAX_AGE_MS
  )
    return null;
  return { analytics: record.analytics, marketing: record.marketing };
}

export function writeStoredConsent(storage: SafeStorage, state: ConsentState, now: Date): boolean {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    ...state,
    decidedAt: now.toISOString(),
  };
  return storage.setItem(CONSENT_STORAGE_KEY, stored);
}
