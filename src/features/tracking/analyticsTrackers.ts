/** The analytics purpose: PostHog product analytics and LogRocket session recording. */
import { readDocumentCookies } from '../../lib/cookies';
import { setStorageErrorReporter } from '../../lib/storage';
import type { ConsentState } from '../consent';
import { pictureTookInput } from '../firstPaint';
import { campaignAttributes } from './campaign';
import { setRecordingErrorSink } from './errorReporting';
import { leadPseudonym } from './identity';
import {
  startProductAnalytics,
  type FieldDataTags,
  type ProductAnalytics,
} from './productAnalytics';
import type { Recorder } from './recorder';
import { startSessionRecording } from './sessionRecording';
import { expireTrackerCookies, removeAnalyticsStorage } from './trackerCookies';
import type { TrackerControllerOptions } from './trackerOptions';

export interface AnalyticsTrackers {
  apply(granted: ConsentState, wasGranted: ConsentState): void;
  /** PostHog knows the applicant by the lead's pseudonym, never by the lead id. */
  identify(leadId: string | undefined): void;
}

export function createAnalyticsTrackers(options: TrackerControllerOptions): AnalyticsTrackers {
  const { tracking, win, local } = options;
  const doc = win.document;
  let analytics: Promise<ProductAnalytics | null> | null = null;
  let recorder: Promise<Recorder | null> | null = null;
  let leadId: string | undefined;

  const fieldDataTags = (): FieldDataTags => ({
    brand: options.brand,
    first_input: pictureTookInput(win) ? 'picture' : 'app',
  });

  const startAnalytics = (key: string, host: string) => {
    const campaign = campaignAttributes(
      options.entry()?.tracking.campaignSearch ?? win.location.search,
      readDocumentCookies(doc),
    );
    return (leadId ? leadPseudonym(leadId) : Promise.resolve(undefined))
      .then((distinctId) =>
        startProductAnalytics({ key, host, campaign, distinctId, tags: fieldDataTags() }),
      )
      .catch((error: unknown) => {
        console.warn('Product analytics could not start', error);
        return null;
      });
  };

  return {
    apply(granted, wasGranted) {
      if (!granted.analytics) {
        void analytics?.then((started) => started?.optOut());
        setRecordingErrorSink(null);
        setStorageErrorReporter(null);
        if (wasGranted.analytics) {
          expireTrackerCookies(doc, win.location.hostname, 'analytics');
          removeAnalyticsStorage(local, tracking.posthog.key);
        }
        return;
      }
      const { key, host } = tracking.posthog;
      if (analytics) void analytics.then((started) => started?.optIn());
      else if (key && host) analytics = startAnalytics(key, host);
      recorder ??= startSessionRecording({ ...options, shouldSendData: options.analyticsGranted });
    },
    identify(id) {
      leadId = id;
      if (id && analytics) {
        const started = analytics;
        void leadPseudonym(id).then(async (distinctId) => (await started)?.identify(distinctId));
      }
    },
  };
}
