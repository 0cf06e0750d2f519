import { isPlainRecord } from '../../lib/guards';
import type { SafeStorage } from '../../lib/storage';
import { STORED_LOAN_APPLICATION_KEY } from '../../lib/storageKeys';

/**
 * `storedLoanApplication` in local storage: the amount and period an applicant picked (the lead
 * feature's) and the affiliate reference (the entry's). This module is its only writer, so each
 * side changes its own properties and keeps the other's.
 */
export type StoredLoanApplication = Record<string, unknown>;

/** The stored object, or an empty one when nothing (or something of the wrong shape) is stored. */
export function readStoredLoanApplication(local: SafeStorage): StoredLoanApplication {
  const stored = local.getItem(STORED_LOAN_APPLICATION_KEY);
  return isPlainRecord(stored) ? stored : {};
}

/** Sets the given properties; an `undefined` value removes that property. */
export function updateStoredLoanApplication(
  local: SafeStorage,
  changes: Readonly<StoredLoanApplication>,
): void {
  const next = Object.entries({ ...readStoredLoanApplication(local), ...changes }).filter(
    ([, value]) => value !== undefined,
  );
  local.setItem(STORED_LOAN_APPLICATION_KEY, Object.fromEntries(next));
}
