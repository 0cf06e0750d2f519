/**
 * The marketing purpose: the Meta and TikTok pixels and the Google Ads conversion, their consent
 * signals and the funnel events they receive.
 */
import type { ConsentState } from '../consent';
import { rememberMetaClick, reportAdPlatformIds } from './adClicks';
import { eventIdOf } from './eventId';
import { sendConversion } from './gtm';
import { buildMetaUserData, buildPixelIdentity, leadPseudonym } from './identity';
import { grantMetaConsent, installMetaPixel, revokeMetaConsent, trackMetaEvent } from './metaPixel';
import type { FunnelEvent, FunnelEventName } from './runtime';
import {
  grantTikTokConsent,
  installTikTokPixel,
  revokeTikTokConsent,
  trackTikTokEvent,
} from './tikTokPixel';
import { expireTrackerCookies } from './trackerCookies';
import type { TrackerControllerOptions } from './trackerOptions';

export interface MarketingTrackers {
  /** Loads or signals the pixels as `granted` allows; `due` are the events that waited for it. */
  apply(
    granted: ConsentState,
    wasGranted: ConsentState,
    due: readonly FunnelEvent[],
  ): Promise<void>;
  send(event: FunnelEvent): Promise<void>;
}

/** Meta gets Lead and CompleteRegistration; TikTok gets Rejected as well (specification section 4). */
function isMetaEvent(name: FunnelEventName): name is 'Lead' | 'CompleteRegistration' {
  return name === 'Lead' || name === 'CompleteRegistration';
}

export function createMarketingTrackers(options: TrackerControllerOptions): MarketingTrackers {
  const { tracking, win } = options;
  const doc = win.document;
  const loaded = { meta: false, tikTok: false };

  const send = async (event: FunnelEvent) => {
    const identity = await buildPixelIdentity(event.identity);
    const eventId = await eventIdOf(event.stamp);
    if (loaded.meta && isMetaEvent(event.name)) {
      trackMetaEvent(
        win,
        tracking.metaPixel.id,
        event.name,
        eventId,
        await buildMetaUserData(event.identity, identity),
      );
    }
    if (loaded.tikTok) trackTikTokEvent(win, event.name, identity, eventId);
    if (event.name === 'CompleteRegistration') {
      // The lead's pseudonym, not its id: Google counts the lead once and learns nothing more.
      sendConversion(win, {
        send_to: tracking.googleAdsSendTo,
        ...(event.leadId ? { transaction_id: await leadPseudonym(event.leadId) } : {}),
      });
    }
  };

  /** Loads each pixel once; the first waiting event's identity goes with Meta's advanced matching. */
  const loadPixels = async (due: readonly FunnelEvent[]) => {
    const loads: Promise<void>[] = [];
    if (tracking.metaPixel.id && !loaded.meta) {
      loaded.meta = true;
      const identity = due[0]?.identity;
      const userData = identity
        ? await buildMetaUserData(identity, await buildPixelIdentity(identity))
        : undefined;
      loads.push(installMetaPixel(win, doc, tracking.metaPixel, userData));
    } else if (loaded.meta) grantMetaConsent(win);
    if (tracking.tikTokPixel.id && !loaded.tikTok) {
      loaded.tikTok = true;
      loads.push(installTikTokPixel(win, doc, tracking.tikTokPixel));
    } else if (loaded.tikTok) grantTikTokConsent(win);
    return loads;
  };

  return {
    async apply(granted, wasGranted, due) {
      if (!granted.marketing) {
        if (loaded.meta) revokeMetaConsent(win);
        if (loaded.tikTok) revokeTikTokConsent(win);
        if (wasGranted.marketing) expireTrackerCookies(doc, win.location.hostname, 'marketing');
        return;
      }
      rememberMetaClick(win, options.entry());
      const loads = await loadPixels(due);
      // Pixels set their cookies as they load; the lead carries them from its next save on.
      void Promise.allSettled(loads).then((results) => {
        for (const result of results)
          if (result.status === 'rejected')
            console.warn('An ad pixel could not load', result.reason);
        reportAdPlatformIds(doc, options.entry(), options.onAttribution);
      });
      for (const event of due) await send(event);
    },
    send,
  };
}
