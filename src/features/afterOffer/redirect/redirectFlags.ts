import { localStore } from '../../../lib/storage';

/**
 * Storage flags around partner redirects (specification section 3's keys):
 * - `redirected` (set by the redirected screen when it sends the applicant on) belongs to the
 *   lead in `lid`; a lead whose id matches was redirected before on this device.
 * - `reapplying` is set while an applicant who was redirected starts a new application; the
 *   earlier lead's `redirected` flag then no longer speaks for the applicant's current lead.
 */
export const REDIRECT_KEYS = {
  redirected: 'redirected',
  leadId: 'lid',
  reapplying: 'reapplying',
} as const;

export function wasRedirectedHere(leadId: string): boolean {
  return (
    localStore.getItem(REDIRECT_KEYS.redirected) === true &&
    localStore.getItem(REDIRECT_KEYS.leadId) === leadId &&
    localStore.getItem(REDIRECT_KEYS.reapplying) !== true
  );
}

/** The applicant is sent on for this lead now: the flags speak for it from here on. */
export function rememberRedirect(leadId: string): void {
  localStore.setItem(REDIRECT_KEYS.leadId, leadId);
  localStore.removeItem(REDIRECT_KEYS.reapplying);
}

export function markReapplying(): void {
  localStore.setItem(REDIRECT_KEYS.reapplying, true);
}

/** A continue link names the lead the applicant wants: an earlier re-application no longer applies. */
export function clearReapplying(): void {
  localStore.removeItem(REDIRECT_KEYS.reapplying);
}
