export { ConsentBanner } from './ConsentBanner';
export { consentModelFor } from './consentPolicy';
export { createConsentStore } from './consentStore';
export { writeStoredConsent } from './consentStorage';
export { ALL_DENIED, ALL_GRANTED } from './consentTypes';
export type { ConsentStore } from './consentStore';
export type { ConsentPurpose, ConsentState } from './consentTypes';
export { ConsentSettingsButton } from './ConsentSettingsButton';
