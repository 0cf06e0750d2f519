/**
 * The tracking variables of the build's environment (docs/tracking.md), key by key so the build
 * inlines these values only, not every VITE_ variable. Read when called, not when imported: the
 * runtime reads them when it is made (and tests stub them per test).
 * src/config/trackingEnv.ts parses them.
 */
export function trackingVariables(): Record<string, string | undefined> {
  return {
    VITE_GTM_ID: import.meta.env.VITE_GTM_ID,
    VITE_GTM_SCRIPT_URL: import.meta.env.VITE_GTM_SCRIPT_URL,
    VITE_GOOGLE_ADS_SEND_TO: import.meta.env.VITE_GOOGLE_ADS_SEND_TO,
    VITE_META_PIXEL_ID: import.meta.env.VITE_META_PIXEL_ID,
    VITE_META_PIXEL_SCRIPT_URL: import.meta.env.VITE_META_PIXEL_SCRIPT_URL,
    VITE_TIKTOK_PIXEL_ID: import.meta.env.VITE_TIKTOK_PIXEL_ID,
    VITE_TIKTOK_PIXEL_SCRIPT_URL: import.meta.env.VITE_TIKTOK_PIXEL_SCRIPT_URL,
    VITE_POSTHOG_KEY: import.meta.env.VITE_POSTHOG_KEY,
    VITE_POSTHOG_HOST: import.meta.env.VITE_POSTHOG_HOST,
    VITE_LOGROCKET_APP_ID: import.meta.env.VITE_LOGROCKET_APP_ID,
    VITE_SESSION_RECORDING_LOG_RETARGETING: import.meta.env.VITE_SESSION_RECORDING_LOG_RETARGETING,
    VITE_SESSION_RECORDING_LOG_ABANDONMENT: import.meta.env.VITE_SESSION_RECORDING_LOG_ABANDONMENT,
  };
}
