/**
 * What happens once a tracker may run: loading, consent signals, events and teardown, by purpose
 * (marketingTrackers.ts, analyticsTrackers.ts) behind the tag manager both share. It lives in the
 * lazily loaded vendors chunk with the SDK adapters, so none of it weighs on the first screen;
 * the runtime (in the entry) only decides when to call it.
 */
import type { ConsentState } from '../consent';
import { createAnalyticsTrackers } from './analyticsTrackers';
import { initGoogleTagManager, updateConsentMode } from './gtm';
import { createMarketingTrackers } from './marketingTrackers';
import type { FunnelEvent } from './runtime';
import type { TrackerControllerOptions } from './trackerOptions';

export type { TrackerControllerOptions } from './trackerOptions';

export interface TrackerController {
  /** Brings every tracker in line with `granted`; `due` are events waiting for marketing consent. */
  apply(granted: ConsentState, due: readonly FunnelEvent[]): Promise<void>;
  send(event: FunnelEvent): Promise<void>;
  identify(leadId: string | undefined): void;
}

export function createTrackerController(options: TrackerControllerOptions): TrackerController {
  const { tracking, win } = options;
  const marketing = createMarketingTrackers(options);
  const analytics = createAnalyticsTrackers(options);
  let gtmLoaded = false;
  let applied: ConsentState = { analytics: false, marketing: false };

  return {
    async apply(granted, due) {
      if (!gtmLoaded && (granted.analytics || granted.marketing)) {
        gtmLoaded = true;
        // Not awaited: a script that never answers must not hold up the pixels and events behind it.
        void initGoogleTagManager(win, win.document, tracking.gtm, granted);
      } else if (gtmLoaded) updateConsentMode(win, granted);
      // Marketing first: it may write `_fbc`, which analytics registers as fbclid.
      await marketing.apply(granted, applied, due);
      analytics.apply(granted, applied);
      applied = granted;
    },
    send: (event) => marketing.send(event),
    identify: (id) => analytics.identify(id),
  };
}
