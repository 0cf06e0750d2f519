import { localStore, sessionStore } from '../../../lib/storage';
import {
  LEAD_ID_KEY,
  REAPPLYING_KEY,
  REDIRECTED_KEY,
  REDIRECT_METHOD_KEY,
  REDIRECT_URL_KEY,
  SESSION_ACCEPTED_REDIRECTED_KEY,
} from '../../../lib/storageKeys';

/**
 * Storage flags around partner redirects (specification section 3's keys):
 * - `lid` is the lead id, written whenever the funnel stores one (create, update, continue).
 * - `redirected` (set by the redirected screen when it sends the applicant on) belongs to the
 *   lead in `lid`; a lead whose id matches was redirected before on this device.
 * - `reapplying` is set once `lid` moves on to another lead after a redirect (a new or
 *   continued application): the earlier lead's `redirected` flag then no longer speaks for the
 *   applicant's current lead.
 * - `sessionAcceptedRedirected` (session storage) names the lead this tab's session sent on to a
 *   partner. It holds where `lid` no longer does (another tab started a new lead): a reload or a
 *   step back in this tab still shows "sent before" instead of sending the applicant again. It
 *   speaks only for the lead it names, and goes when the tab's lead id changes or is cleared.
 */

export function wasRedirectedHere(leadId: string): boolean {
  return (
    localStore.getItem(REDIRECTED_KEY) === true &&
    localStore.getItem(LEAD_ID_KEY) === leadId &&
    localStore.getItem(REAPPLYING_KEY) !== true
  );
}

/** This tab's session sent the applicant on to a partner for this lead. */
export function wasRedirectedThisSession(leadId: string): boolean {
  return sessionStore.getItem(SESSION_ACCEPTED_REDIRECTED_KEY) === leadId;
}

/**
 * The tab's lead id is now `leadId` (or none): `lid` follows it, and an earlier lead's redirect
 * stops counting, on this device and in this tab.
 */
export function followLeadId(leadId: string | undefined): void {
  if (sessionStore.getItem(SESSION_ACCEPTED_REDIRECTED_KEY) !== leadId)
    sessionStore.removeItem(SESSION_ACCEPTED_REDIRECTED_KEY);
  if (leadId === undefined || localStore.getItem(LEAD_ID_KEY) === leadId) return;
  if (localStore.getItem(REDIRECTED_KEY) === true) localStore.setItem(REAPPLYING_KEY, true);
  localStore.setItem(LEAD_ID_KEY, leadId);
}

/** The applicant is sent on for this lead now: the flags speak for it from here on. */
export function rememberRedirect(leadId: string): void {
  localStore.setItem(LEAD_ID_KEY, leadId);
  localStore.removeItem(REAPPLYING_KEY);
}

/** The redirected screen sends the applicant on for `leadId`: where to, and how. */
export function recordRedirect(leadId: string | undefined, url: string, method: string): void {
  if (leadId !== undefined) sessionStore.setItem(SESSION_ACCEPTED_REDIRECTED_KEY, leadId);
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
