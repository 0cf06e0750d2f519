export { ConsentBanner } from './ConsentBanner';
export { consentModelFor } from './consentPolicy';
export { createConsentStore } from './consentStore';
export type { ConsentStore } from './consentStore';
export type { ConsentPurpose, ConsentState } from './consentTypes';
export { ConsentSettingsButton } from './ConsentSettingsButton';
