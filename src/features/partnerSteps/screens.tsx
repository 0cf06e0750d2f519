import { retryableLazy } from '../../lib/retryableLazy';
import type { Screen, ScreenMap } from '../routing';
import type { PartnerFormStep } from './stepFields';
import type { SingleOfferStep } from './offers/PartnerOfferScreen';

const loadFormStep = () => import('./PartnerStepScreen');
const formStep = (step: PartnerFormStep): Screen =>
  retryableLazy(async () => {
    const { default: PartnerStepScreen } = await loadFormStep();
    return { default: () => <PartnerStepScreen step={step} /> };
  });

const loadOfferScreen = () => import('./offers/PartnerOfferScreen');
const singleOffer = (step: SingleOfferStep): Screen =>
  retryableLazy(async () => {
    const { default: PartnerOfferScreen } = await loadOfferScreen();
    return { default: () => <PartnerOfferScreen step={step} /> };
  });

/** Route → screen of the partner steps, for the funnel's screen registry. Each loads on demand. */
export const PARTNER_STEP_SCREENS: ScreenMap = {
  '/employment-details': formStep('employment-details'),
  '/additional-employment-details': formStep('additional-employment-details'),
  '/marital-details': formStep('marital-details'),
  '/aide': formStep('aide'),
  '/credit-details': formStep('credit-details'),
  '/professional-details': retryableLazy(() => import('./ProfessionalDetailsScreen')),
  '/cnp': formStep('cnp'),
  '/customer-debts': formStep('customer-debts'),
  '/reference-details': formStep('reference-details'),
  '/wniosek': formStep('wniosek'),
  '/wniosek-uzupelnienie': formStep('wniosek-uzupelnienie'),
  '/ipfd-offer-choice': retryableLazy(() => import('./offers/IpfdOfferChoice')),
  '/cofidis-offer': singleOffer('cofidis-offer'),
  '/provident-offer': retryableLazy(() => import('./offers/ProvidentOffer')),
  '/instabank-offer': singleOffer('instabank-offer'),
  '/proficredit-offer': singleOffer('proficredit-offer'),
};
