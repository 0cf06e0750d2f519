/**
 * The address bar at start-up: personal entry parameters (specification section 2: firstName,
 * lastName, email, phoneNumber prefill the form) leave it before any tracker can read `location`.
 * Kept apart from privateUrl.ts (the trackers' redaction, loaded with them), so that the entry
 * carries only this.
 */

import { ApplicationRoute } from '../routing';

/** Entry parameters that hold personal data. */
export const PERSONAL_PARAMS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/**
 * Whether a page takes personal data from its own URL after entry: the unsubscribe page reads
 * the e-mail of the mail's link. Such a page keeps its address and loads no tracker.
 */
export function readsPersonalDataFromUrl(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').endsWith(ApplicationRoute.UNSUBSCRIBE);
}

/**
 * Removes personal parameters from the address bar once they have been read (the draft already
 * holds them), before any tracker can read `location`. History length does not change.
 */
export function stripPersonalParamsFromAddressBar(win: Window): void {
  try {
    const { href } = win.location;
    const url = new URL(href);
    if (readsPersonalDataFromUrl(url.pathname)) return;
    if (!PERSONAL_PARAMS.some((key) => url.searchParams.has(key))) return;
    for (const key of PERSONAL_PARAMS) url.searchParams.delete(key);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // A sandboxed frame may refuse history access; trackers then see what the browser shows.
  }
}
