import type { BrandConfig } from '../../brands/types';
import { ALL_DENIED, ALL_GRANTED, type ConsentModel, type ConsentState } from './consentTypes';

/**
 * The consent model per country (docs/tracking.md gives the reasons; legal owns this table).
 * EU builds are opt-in (GDPR and the ePrivacy directive). Mexico's LFPDPPP accepts tacit consent
 * for non-sensitive data once the privacy notice is shown, so trackers run until refused.
 * Colombia (Ley 1581: prior, express authorisation), the Philippines (Data Privacy Act:
 * consent evidenced by an act) and Vietnam (Decree 13/2023: silence is not consent) are
 * treated like the EU.
 */
export const CONSENT_MODEL_BY_COUNTRY: Readonly<Record<BrandConfig['country'], ConsentModel>> = {
  es: 'opt-in',
  pl: 'opt-in',
  de: 'opt-in',
  ro: 'opt-in',
  mx: 'opt-out',
  co: 'opt-in',
  ph: 'opt-in',
  vn: 'opt-in',
};

/** An unknown country gets the strictest model. */
export function consentModelFor(country: string): ConsentModel {
  return (
    (CONSENT_MODEL_BY_COUNTRY as Readonly<Record<string, ConsentModel | undefined>>)[country] ??
    'opt-in'
  );
}

/** What trackers may do before the applicant has chosen. */
export function defaultConsentFor(model: ConsentModel): ConsentState {
  return model === 'opt-out' ? ALL_GRANTED : ALL_DENIED;
}
