import { AFTER_OFFER_SCREENS } from '../features/afterOffer';
import { PARTNER_STEP_SCREENS } from '../features/partnerSteps';
import type { ScreenMap } from '../features/routing';

/**
 * Route → screen after the form: the after-offer screens and the partner steps. A chunk of its
 * own (src/app/screens.tsx loads it), so the first screen does not carry their registry.
 */
export const LATER_SCREENS: ScreenMap = { ...AFTER_OFFER_SCREENS, ...PARTNER_STEP_SCREENS };
