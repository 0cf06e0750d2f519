/** PostHog product analytics, configured so that no personal data is captured. */
import type { CampaignAttributes } from './campaign';
import { redactUrl } from './privateUrl';

export interface ProductAnalytics {
  identify(leadId: string): void;
  optIn(): void;
  optOut(): void;
}

export interface ProductAnalyticsSettings {
  key: string;
  host: string;
  campaign: CampaignAttributes;
  leadId?: string;
}

type Properties = Record<string, unknown>;

/** Every URL-like property of an event, with personal parameters and e-mail addresses removed. */
export function redactEventProperties(properties: Properties): Properties {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) =>
      typeof value === 'string' && /url|referr|href/i.test(key)
        ? [key, redactUrl(value)]
        : [key, value],
    ),
  );
}

/** Loads posthog-js (a separate chunk) and starts it; resolves when events can be captured. */
export async function startProductAnalytics({
  key,
  host,
  campaign,
  leadId,
}: ProductAnalyticsSettings): Promise<ProductAnalytics> {
  const { default: posthog } = await import('posthog-js');
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
    before_send: (event) => ({ ...event, properties: redactEventProperties(event.properties) }),
  });
  posthog.register(campaign);
  if (leadId) posthog.identify(leadId);
  return {
    identify: (id) => posthog.identify(id),
    optIn: () => posthog.opt_in_capturing(),
    optOut: () => posthog.opt_out_capturing(),
  };
}
