import type { ConsentState } from './consentTypes';
import { ALL_DENIED, ALL_GRANTED } from './consentTypes';

/**
 * On the banner's reject and accept buttons (ConsentBanner.tsx): the choice each makes. The
 * banner's behaviour before the app (consentBannerBeforeApp.ts) and the app's takeover of a
 * choice made there find them by it, never by their order.
 */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** The banner's two one-tap choices. */
export type ConsentChoice = 'granted' | 'denied';

/** What each choice grants. */
export const CONSENT_BY_CHOICE: Readonly<Record<ConsentChoice, ConsentState>> = {
  granted: ALL_GRANTED,
  denied: ALL_DENIED,
};

export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  value === 'granted' || value === 'denied';
