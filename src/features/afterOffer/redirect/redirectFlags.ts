import { localStore } from '../../../lib/storage';
import {
  REAPPLYING_KEY,
  REDIRECTED_KEY,
  REDIRECTED_LEAD_ID_KEY,
  REDIRECT_METHOD_KEY,
  REDIRECT_URL_KEY,
} from '../../../lib/storageKeys';

/**
 * Storage flags around partner redirects (specification section 3's keys):
 * - `redirected` (set by the redirected screen when it sends the applicant on) belongs to the
 *   lead in `lid`; a lead whose id matches was redirected before on this device.
 * - `reapplying` is set while an applicant who was redirected starts a new application; the
 *   earlier lead's `redirected` flag then no longer speaks for the applicant's current lead.
 */

export function wasRedirectedHere(leadId: string): boolean {
  return (
    localStore.getItem(REDIRECTED_KEY) === true &&
    localStore.getItem(REDIRECTED_LEAD_ID_KEY) === leadId &&
    localStore.getItem(REAPPLYING_KEY) !== true
  );
}

/** The applicant is sent on for this lead now: the flags speak for it from here on. */
export function rememberRedirect(leadId: string): void {
  localStore.setItem(REDIRECTED_LEAD_ID_KEY, leadId);
  localStore.removeItem(REAPPLYING_KEY);
}

/** The redirected screen sends the applicant on: where to, and how. */
export function recordRedirect(url: string, method: string): void {
  localStore.setItem(REDIRECTED_KEY, true);
  localStore.setItem(REDIRECT_URL_KEY, url);
  localStore.setItem(REDIRECT_METHOD_KEY, method);
}

export function markReapplying(): void {
  localStore.setItem(REAPPLYING_KEY, true);
}

/** A continue link names the lead the applicant wants: an earlier re-application no longer applies. */
export function clearReapplying(): void {
  localStore.removeItem(REAPPLYING_KEY);
}
