export { PARTNER_STEP_SCREENS } from './screens';
export { ChooseOffer } from './ChooseOffer';
export { AllOffersExpired } from './AllOffersExpired';
export { isPartnerStepRule, checkPartnerStepRule, type PartnerStepRule } from '../form';
