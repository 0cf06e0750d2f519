import { localStore } from '../../../lib/storage';
import {
  LEAD_ID_KEY,
  REAPPLYING_KEY,
  REDIRECTED_KEY,
  REDIRECT_METHOD_KEY,
  REDIRECT_URL_KEY,
} from '../../../lib/storageKeys';

/**
 * Storage flags around partner redirects (specification section 3's keys):
 * - `lid` is the lead id, written whenever the funnel stores one (create, update, continue).
 * - `redirected` (set by the redirected screen when it sends the applicant on) belongs to the
 *   lead in `lid`; a lead whose id matches was redirected before on this device.
 * - `reapplying` is set once `lid` moves on to another lead after a redirect (a new or
 *   continued application): the earlier lead's `redirected` flag then no longer speaks for the
 *   applicant's current lead.
 */

export function wasRedirectedHere(leadId: string): boolean {
  return (
    localStore.getItem(REDIRECTED_KEY) === true &&
    localStore.getItem(LEAD_ID_KEY) === leadId &&
    localStore.getItem(REAPPLYING_KEY) !== true
  );
}

/** The funnel stores a lead id: `lid` follows it, and an earlier lead's redirect stops counting. */
export function rememberLeadId(leadId: string): void {
  if (localStore.getItem(LEAD_ID_KEY) === leadId) return;
  if (localStore.getItem(REDIRECTED_KEY) === true) localStore.setItem(REAPPLYING_KEY, true);
  localStore.setItem(LEAD_ID_KEY, leadId);
}

/** The applicant is sent on for this lead now: the flags speak for it from here on. */
export function rememberRedirect(leadId: string): void {
  localStore.setItem(LEAD_ID_KEY, leadId);
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
