/** PostHog product analytics, configured so that no personal data is captured. */
import type { CampaignAttributes } from './campaign';
import { isPlainObject } from '../../lib/objectPath';
import { redactUrl } from './privateUrl';

export interface ProductAnalytics {
  /** `distinctId` is the lead's pseudonym (identity.ts), never the lead id. */
  identify(distinctId: string): void;
  optIn(): void;
  optOut(): void;
}

/** What every event carries beside PostHog's own properties, web vitals included. */
export interface FieldDataTags {
  /** `<country>/<brand>`, e.g. `es/askrobin`. */
  brand: string;
  /** Whether the applicant's first input went to the build's picture (before the app) or the app. */
  first_input: 'picture' | 'app';
}

export interface ProductAnalyticsSettings {
  key: string;
  host: string;
  campaign: CampaignAttributes;
  tags: FieldDataTags;
  /** The lead's pseudonym, when there is a lead. */
  distinctId?: string;
}

const MAX_DEPTH = 8;

/**
 * The value with every text in it redacted (privateUrl.ts), at any depth: PostHog puts URLs not
 * only in `$current_url` but in `$pathname`, `$session_entry_url` and, nested in `$set_once`,
 * the person's `$initial_referrer`; a key-name rule would miss the next one it adds.
 */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  // A Date (the event's timestamp) is passed through as it is.
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]),
  );
}

/**
 * Loads posthog-js (a separate chunk) and starts it; resolves when events can be captured. Its
 * web-vitals extension comes in the same chunk, since PostHog may load no script of its own.
 */
export async function startProductAnalytics({
  key,
  host,
  campaign,
  tags,
  distinctId,
}: ProductAnalyticsSettings): Promise<ProductAnalytics> {
  const [{ default: posthog }] = await Promise.all([
    import('posthog-js'),
    // Registers PostHog's web-vitals callbacks on the page, where its capture looks for them.
    import('posthog-js/dist/web-vitals'),
  ]);
  posthog.init(key, {
    api_host: host,
    // Empty allowlists: no DOM event, element or URL qualifies, so nothing is autocaptured.
    autocapture: {
      url_allowlist: [],
      dom_event_allowlist: [],
      element_allowlist: [],
      css_selector_allowlist: [],
    },
    capture_pageleave: false,
    capture_pageview: 'history_change',
    person_profiles: 'identified_only',
    mask_all_text: true,
    mask_all_element_attributes: true,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    // Recording is LogRocket's job, under its own rules; PostHog's extra scripts are not loaded.
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    // Field data: PostHog's own web-vitals capture. Without attribution, which would name page
    // elements and needs a script of PostHog's that is not loaded.
    capture_performance: {
      web_vitals: true,
      web_vitals_allowed_metrics: ['LCP', 'INP', 'CLS', 'FCP'],
      web_vitals_attribution: false,
      network_timing: false,
    },
    before_send: (event) => redactDeep(event) as typeof event,
  });
  posthog.register({ ...campaign, ...tags });
  if (distinctId) posthog.identify(distinctId);
  return {
    identify: (id) => posthog.identify(id),
    optIn: () => posthog.opt_in_capturing(),
    optOut: () => posthog.opt_out_capturing(),
  };
}
