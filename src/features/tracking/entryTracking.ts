/** What the tracking layer does once on entry, before any screen renders or tracker loads. */
import { readDocumentCookies } from '../../lib/cookies';
import type { SafeStorage } from '../../lib/storage';
import { RECORDING_BLOCKED_KEY, REDIRECTED_KEY, SESSION_URL_KEY } from '../../lib/storageKeys';
import type { LeadApplication } from '../lead';
import { readEntryParams } from '../session';
import { adPlatformIds } from './adPlatformIds';
import { hasCampaignParams } from './campaign';
import { shouldBlockRecording, type RecordingBlockFlags } from './recordingRules';

/** Session-storage keys of session recording (specification section 3). */

/** The lead fields the tracking layer contributes. */
export type TrackingAttribution = Pick<
  LeadApplication,
  'metaPixel' | 'tikTokPixel' | 'posthogParameters'
>;

export interface EntryTracking {
  /** The query string campaign attributes are read from. */
  campaignSearch: string;
  fbclid?: string;
  ttclid?: string;
  attribution: TrackingAttribution;
}

function searchOf(url: unknown): string {
  if (typeof url !== 'string') return '';
  try {
    return new URL(url).search;
  } catch {
    return '';
  }
}

/**
 * Reads the entry URL's query (`search`, captured at startup: the address bar has lost its
 * personal parameters and may have moved on since) and the cookies, and applies the
 * recording-block rule (a privacy flag, so it is written whatever the consent). A reload in the middle of the funnel has lost the campaign parameters from the address bar,
 * so analytics then reads them from the session's first URL (`sessionUrl`); click ids are
 * taken from the current URL only, the lead already holds earlier ones.
 */
export function enterTracking(args: {
  search: string;
  win: Window;
  local: SafeStorage;
  session: SafeStorage;
  flags: RecordingBlockFlags;
  now: Date;
}): EntryTracking {
  const { search, win, local, session, flags, now } = args;
  const campaignSearch = hasCampaignParams(search)
    ? search
    : searchOf(session.getItem(SESSION_URL_KEY));
  const params = readEntryParams(search);

  if (shouldBlockRecording(params.utm.utm_source, flags))
    session.setItem(RECORDING_BLOCKED_KEY, true);

  const attribution: TrackingAttribution = {
    ...adPlatformIds({
      cookies: readDocumentCookies(win.document),
      fbclid: params.fbclid,
      ttclid: params.ttclid,
      now,
    }),
    posthogParameters: { leadPreviouslyRedirected: local.getItem(REDIRECTED_KEY) === true },
  };
  return { campaignSearch, fbclid: params.fbclid, ttclid: params.ttclid, attribution };
}
