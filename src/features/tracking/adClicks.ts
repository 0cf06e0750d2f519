import { readDocumentCookies, writeCookie } from '../../lib/cookies';
import { adPlatformIds, fbcFromClick } from './adPlatformIds';
import type { EntryTracking, TrackingAttribution } from './entryTracking';

type Entry = { tracking: EntryTracking; at: Date } | null;

const FBC_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The ad platforms' click ids (cookies, else the entry's clicks), for the lead to carry. */
export function reportAdPlatformIds(
  doc: Document,
  entry: Entry,
  onAttribution: (attribution: TrackingAttribution) => void,
): void {
  const ids = adPlatformIds({
    cookies: readDocumentCookies(doc),
    fbclid: entry?.tracking.fbclid,
    ttclid: entry?.tracking.ttclid,
    now: entry?.at ?? new Date(),
  });
  if (ids.metaPixel || ids.tikTokPixel) onAttribution(ids);
}

/** Lets Meta's pixel see the entry's click after the address bar has moved on. */
export function rememberMetaClick(win: Window, entry: Entry): void {
  const doc = win.document;
  const fbclid = entry?.tracking.fbclid;
  if (!entry || !fbclid || readDocumentCookies(doc)._fbc?.endsWith(`.${fbclid}`)) return;
  writeCookie(doc, '_fbc', fbcFromClick(fbclid, entry.at), {
    maxAgeSeconds: FBC_MAX_AGE_SECONDS,
    secure: win.location.protocol === 'https:',
  });
}
