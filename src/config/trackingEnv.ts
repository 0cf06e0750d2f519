/**
 * Tracking configuration from the build's environment (docs/tracking.md lists every variable).
 * Unlike src/config/env.ts this never throws: a wrong tracking setting switches that tracker off
 * with a warning, it must not stop applicants from applying.
 */

export interface TrackingEnv {
  gtm: { id: string; scriptUrl: string };
  /** `AW-<account>/<label>` for the ad-platform `conversion` event; empty = not sent. */
  googleAdsSendTo: string;
  metaPixel: { id: string; scriptUrl: string };
  tikTokPixel: { id: string; scriptUrl: string };
  /** Empty key = product analytics off. */
  posthog: { key: string; host: string };
  logRocket: {
    appId: string;
    /** Whether visits from retargeting / abandonment campaigns may be recorded. */
    logRetargeting: boolean;
    logAbandonment: boolean;
  };
}

export const DEFAULT_SCRIPT_URLS = {
  gtm: 'https://www.googletagmanager.com/gtm.js',
  metaPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  tikTokPixel: 'https://analytics.tiktok.com/i18n/pixel/events.js',
} as const;

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** A container id GTM answers to; gtm.ts loads no container for any other. */
export function isValidGtmId(id: unknown): id is string {
  return typeof id === 'string' && GTM_ID.test(id);
}

type RawEnv = Record<string, string | boolean | undefined>;

function text(raw: RawEnv, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** An absolute http(s) URL, or '' with a warning naming the variable. */
function httpUrl(raw: RawEnv, key: string, fallback: string): string {
  const value = text(raw, key) || fallback;
  if (value === '') return '';
  try {
    const { protocol } = new URL(value);
    if (protocol === 'https:' || protocol === 'http:') return value;
  } catch {
    // reported below
  }
  console.warn(`${key} must be an absolute http(s) URL; this tracker is off`);
  return '';
}

export function parseTrackingEnv(raw: RawEnv): TrackingEnv {
  return {
    gtm: {
      id: text(raw, 'VITE_GTM_ID'),
      scriptUrl: httpUrl(raw, 'VITE_GTM_SCRIPT_URL', DEFAULT_SCRIPT_URLS.gtm),
    },
    googleAdsSendTo: text(raw, 'VITE_GOOGLE_ADS_SEND_TO'),
    metaPixel: {
      id: text(raw, 'VITE_META_PIXEL_ID'),
      scriptUrl: httpUrl(raw, 'VITE_META_PIXEL_SCRIPT_URL', DEFAULT_SCRIPT_URLS.metaPixel),
    },
    tikTokPixel: {
      id: text(raw, 'VITE_TIKTOK_PIXEL_ID'),
      scriptUrl: httpUrl(raw, 'VITE_TIKTOK_PIXEL_SCRIPT_URL', DEFAULT_SCRIPT_URLS.tikTokPixel),
    },
    posthog: { key: text(raw, 'VITE_POSTHOG_KEY'), host: httpUrl(raw, 'VITE_POSTHOG_HOST', '') },
    logRocket: {
      appId: text(raw, 'VITE_LOGROCKET_APP_ID'),
      logRetargeting: text(raw, 'VITE_SESSION_RECORDING_LOG_RETARGETING') === 'true',
      logAbandonment: text(raw, 'VITE_SESSION_RECORDING_LOG_ABANDONMENT') === 'true',
    },
  };
}
