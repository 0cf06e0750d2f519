/** Cookies and storage the trackers write, removed when the applicant withdraws consent. */
import { expireCookie, readDocumentCookies } from '../../lib/cookies';
import type { SafeStorage } from '../../lib/storage';
import type { ConsentPurpose } from '../consent';

/** Exact names and name prefixes per purpose (Meta, TikTok, Google Ads / Google Analytics, PostHog, LogRocket). */
const TRACKER_COOKIES: Record<ConsentPurpose, { names: string[]; prefixes: string[] }> = {
  marketing: { names: ['_fbp', '_fbc', '_ttp', 'ttcsid'], prefixes: ['_gcl_', 'ttcsid_'] },
  analytics: { names: ['_gid', '_gat'], prefixes: ['_ga', 'ph_', '_lr_'] },
};

/** Whether a cookie name belongs to a tracker of `purpose`. */
export function isTrackerCookie(name: string, purpose: ConsentPurpose): boolean {
  const { names, prefixes } = TRACKER_COOKIES[purpose];
  return names.includes(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/** Expires every tracker cookie of `purpose` the page can see. */
export function expireTrackerCookies(
  doc: Document,
  hostname: string,
  purpose: ConsentPurpose,
): void {
  for (const name of Object.keys(readDocumentCookies(doc))) {
    if (isTrackerCookie(name, purpose)) expireCookie(doc, name, hostname);
  }
}

/** PostHog keeps its state in local storage under `ph_<key>_posthog`. */
export function removeAnalyticsStorage(local: SafeStorage, posthogKey: string): void {
  if (posthogKey) local.removeItem(`ph_${posthogKey}_posthog`);
}
