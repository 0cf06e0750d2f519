import type { LeadStepEndpoint } from '../lead';
import type { PartnerFormStep } from './stepFields';

const post = (path: string): LeadStepEndpoint => ({ method: 'POST', path });

/** The call of section 7 that each partner form screen makes (docs/api.md, "Partner steps"). */
export const FORM_STEP_ENDPOINTS: Readonly<Record<PartnerFormStep, LeadStepEndpoint>> = {
  'employment-details': post('/lead/offer/employment-details'),
  'additional-employment-details': post('/lead/offer/employment-details'),
  'marital-details': post('/lead/marital-details'),
  aide: post('/lead/aide'),
  'credit-details': post('/lead/offer/credit-details'),
  cnp: post('/lead/cnp'),
  'customer-debts': post('/lead/offer/customer-debts'),
  'reference-details': post('/lead/offer/reference-details'),
  wniosek: post('/lead/wniosek'),
  // The completion step of the Polish application form fills in identity and bank details.
  'wniosek-uzupelnienie': post('/lead/offer/personal-details'),
};

export const PROFESSIONAL_DETAILS_ENDPOINT = post('/lead/offer/professional-details');
/** Spelled as the specification spells it. */
export const PROFESSIONAL_DETAILS_MAPPING_PATH = '/perofesional-details-mapping';

/** How each kind of offer is taken. */
export const OFFER_ENDPOINTS = {
  payment: post('/lead/offer/payment'),
  sale: post('/lead/sale'),
  creditea: post('/lead/offer/accept-creditea-offer'),
  provident: post('/lead/offer/update-provident-offer'),
  proficredit: post('/lead/offer/proficredit'),
} as const;
