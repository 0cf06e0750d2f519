/** Google Tag Manager, Google Consent Mode and the ad-platform `conversion` event (spec sections 7 and 8). */
import type { ConsentState } from '../consent';
import { injectScript } from './scriptLoader';
import { isValidGtmId } from '../../config/trackingEnv';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one entry; warns and answers false when GTM's queue is missing. */
export function pushToDataLayer(win: Window, entry: unknown): boolean {
  const { dataLayer } = win as DataLayerWindow;
  if (!Array.isArray(dataLayer)) {
    console.warn('dataLayer is not available on window');
    return false;
  }
  dataLayer.push(entry);
  return true;
}

// Google's tags only read gtag commands pushed as an Arguments object, as the official snippet does.
function asArguments(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** The `gtag()` of Google's snippet. */
export function gtag(win: Window, ...args: unknown[]): boolean {
  return pushToDataLayer(win, asArguments(...args));
}

/** Consent Mode v2 defaults: everything denied until the applicant's choice is applied. */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
} as const;

export function consentModeOf(state: ConsentState): Record<string, 'granted' | 'denied'> {
  const marketing = state.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: state.analytics ? 'granted' : 'denied',
  };
}

export function updateConsentMode(win: Window, state: ConsentState): void {
  gtag(win, 'consent', 'update', consentModeOf(state));
}

export interface GtmSettings {
  id: string;
  scriptUrl: string;
}

/**
 * Creates the dataLayer, sets the Consent Mode defaults and then the applicant's choice, and
 * only then loads gtm.js with the container id, so no tag ever runs without consent state.
 *
 * @returns whether the container loaded
 */
export async function initGoogleTagManager(
  win: Window,
  doc: Document,
  { id, scriptUrl }: GtmSettings,
  consent: ConsentState,
): Promise<boolean> {
  if (!isValidGtmId(id) || scriptUrl === '') {
    console.warn('Invalid or missing Google Tag Manager ID');
    return false;
  }
  try {
    const layered = win as DataLayerWindow;
    layered.dataLayer ??= [];
    gtag(win, 'consent', 'default', CONSENT_MODE_DEFAULTS);
    updateConsentMode(win, consent);
    pushToDataLayer(win, { 'gtm.start': Date.now(), event: 'gtm.js' });
    const url = new URL(scriptUrl);
    url.searchParams.set('id', id);
    await injectScript(doc, url.href);
    return true;
  } catch (error) {
    console.error('Failed to initialize Google Tag Manager', error);
    return false;
  }
}

export interface ConversionParams {
  send_to?: string;
  value?: number;
  currency?: string;
  /** Lets Google Ads count a repeated conversion of the same lead once. */
  transaction_id?: string;
  callback?: () => void;
}

/** The ad-platform conversion event; `send_to` is required, the callback optional. */
export function sendConversion(win: Window, { callback, ...params }: ConversionParams): boolean {
  if (!params.send_to) {
    console.warn('Missing send_to parameter for conversion event');
    return false;
  }
  return gtag(
    win,
    'event',
    'conversion',
    callback ? { ...params, event_callback: callback } : params,
  );
}
