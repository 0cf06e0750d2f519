/**
 * What happens once a tracker may run: loading, consent signals, events and teardown. It lives
 * in the lazily loaded vendors chunk with the SDK adapters, so none of it weighs on the first
 * screen; the runtime (in the entry) only decides when to call it.
 */
import type { AppEnv } from '../../config/env';
import { readDocumentCookies } from '../../lib/cookies';
import { setStorageErrorReporter, type SafeStorage } from '../../lib/storage';
import type { ConsentState } from '../consent';
import { pictureTookInput } from '../firstPaint';
import { rememberMetaClick, reportAdPlatformIds } from './adClicks';
import { campaignAttributes } from './campaign';
import { type EntryTracking, type TrackingAttribution } from './entryTracking';
import { setRecordingErrorSink } from './errorReporting';
import { eventIdOf } from './eventId';
import { initGoogleTagManager, sendConversion, updateConsentMode } from './gtm';
import { buildMetaUserData, buildPixelIdentity, leadPseudonym } from './identity';
import { grantMetaConsent, installMetaPixel, revokeMetaConsent, trackMetaEvent } from './metaPixel';
import {
  startProductAnalytics,
  type FieldDataTags,
  type ProductAnalytics,
} from './productAnalytics';
import type { Recorder } from './recorder';
import { startSessionRecording } from './sessionRecording';
import type { FunnelEvent, FunnelEventName } from './runtime';
import {
  grantTikTokConsent,
  installTikTokPixel,
  revokeTikTokConsent,
  trackTikTokEvent,
} from './tikTokPixel';
import { expireTrackerCookies, removeAnalyticsStorage } from './trackerCookies';
import type { TrackingEnv } from './trackingEnv';

export interface TrackerControllerOptions {
  env: Pick<AppEnv, 'sessionRecording' | 'appEnv'>;
  /** `<country>/<brand>`: field data is told apart by build. */
  brand: string;
  tracking: TrackingEnv;
  win: Window;
  local: SafeStorage;
  session: SafeStorage;
  random: () => number;
  /** What entry found (click ids, campaign), if it ran. */
  entry: () => { tracking: EntryTracking; at: Date } | null;
  /** The applicant's consent now: recording asks before every upload. */
  analyticsGranted: () => boolean;
  onAttribution: (attribution: TrackingAttribution) => void;
}

export interface TrackerController {
  /** Brings every tracker in line with `granted`; `due` are events waiting for marketing consent. */
  apply(granted: ConsentState, due: readonly FunnelEvent[]): Promise<void>;
  send(event: FunnelEvent): Promise<void>;
  identify(leadId: string | undefined): void;
}

/** Meta gets Lead and CompleteRegistration; TikTok gets Rejected as well (specification section 4). */
function isMetaEvent(name: FunnelEventName): name is 'Lead' | 'CompleteRegistration' {
  return name === 'Lead' || name === 'CompleteRegistration';
}

export function createTrackerController(options: TrackerControllerOptions): TrackerController {
  const { tracking, win, local } = options;
  const fieldDataTags = (): FieldDataTags => ({
    brand: options.brand,
    first_input: pictureTookInput(win) ? 'picture' : 'app',
  });
  const doc = win.document;
  const loaded = { gtm: false, meta: false, tikTok: false };
  let applied: ConsentState = { analytics: false, marketing: false };
  let analytics: Promise<ProductAnalytics | null> | null = null;
  let recorder: Promise<Recorder | null> | null = null;
  let leadId: string | undefined;

  const collectAdIds = () => reportAdPlatformIds(doc, options.entry(), options.onAttribution);

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

  const applyMarketing = async (granted: ConsentState, due: readonly FunnelEvent[]) => {
    if (!granted.marketing) {
      if (loaded.meta) revokeMetaConsent(win);
      if (loaded.tikTok) revokeTikTokConsent(win);
      if (applied.marketing) expireTrackerCookies(doc, win.location.hostname, 'marketing');
      return;
    }
    rememberMetaClick(win, options.entry());
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
    // Pixels set their cookies as they load; the lead carries them from its next save on.
    void Promise.allSettled(loads).then((results) => {
      for (const result of results)
        if (result.status === 'rejected') console.warn('An ad pixel could not load', result.reason);
      collectAdIds();
    });
    for (const event of due) await send(event);
  };

  const applyAnalytics = (granted: ConsentState) => {
    if (!granted.analytics) {
      void analytics?.then((started) => started?.optOut());
      setRecordingErrorSink(null);
      setStorageErrorReporter(null);
      if (applied.analytics) {
        expireTrackerCookies(doc, win.location.hostname, 'analytics');
        removeAnalyticsStorage(local, tracking.posthog.key);
      }
      return;
    }
    if (analytics) void analytics.then((started) => started?.optIn());
    else if (tracking.posthog.key && tracking.posthog.host) {
      const { key, host } = tracking.posthog;
      const campaign = campaignAttributes(
        options.entry()?.tracking.campaignSearch ?? win.location.search,
        readDocumentCookies(doc),
      );
      analytics = (leadId ? leadPseudonym(leadId) : Promise.resolve(undefined))
        .then((distinctId) =>
          startProductAnalytics({ key, host, campaign, distinctId, tags: fieldDataTags() }),
        )
        .catch((error: unknown) => {
          console.warn('Product analytics could not start', error);
          return null;
        });
    }
    recorder ??= startSessionRecording({ ...options, shouldSendData: options.analyticsGranted });
  };

  return {
    async apply(granted, due) {
      if (!loaded.gtm && (granted.analytics || granted.marketing)) {
        loaded.gtm = true;
        // Not awaited: a script that never answers must not hold up the pixels and events behind it.
        void initGoogleTagManager(win, doc, tracking.gtm, granted);
      } else if (loaded.gtm) updateConsentMode(win, granted);
      // Marketing first: it may write `_fbc`, which analytics registers as fbclid.
      await applyMarketing(granted, due);
      applyAnalytics(granted);
      applied = granted;
    },
    send,
    identify(id) {
      leadId = id;
      // PostHog knows the applicant by the lead's pseudonym, never by the lead id.
      if (id && analytics) {
        const started = analytics;
        void leadPseudonym(id).then(async (distinctId) => (await started)?.identify(distinctId));
      }
    },
  };
}
