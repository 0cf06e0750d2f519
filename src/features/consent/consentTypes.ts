/** What an applicant can agree to. Session recording counts as analytics. */
export type ConsentPurpose = 'analytics' | 'marketing';

export type ConsentState = Record<ConsentPurpose, boolean>;

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'marketing'];

export const ALL_GRANTED: ConsentState = { analytics: true, marketing: true };
export const ALL_DENIED: ConsentState = { analytics: false, marketing: false };

/**
 * How a country treats trackers before the applicant chooses: `opt-in` loads nothing until
 * they agree; `opt-out` runs them by default and the banner offers to refuse.
 */
export type ConsentModel = 'opt-in' | 'opt-out';
