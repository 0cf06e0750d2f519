import { State } from '../lead/types';
import { PartnerState } from './offers';

/** States of section 3 that partner steps start from or lead to. */
export const StepState = {
  employmentDetails: 8,
  additionalEmploymentDetails: 21,
  maritalDetails: 23,
  aide: 24,
  creditDetails: 26,
  professionalDetails: 27,
  cnp: 28,
  customerDebts: 31,
  referenceDetails: 32,
  wniosek: 33,
  wniosekUzupelnienie: 34,
} as const;

/** A step call that completes a form screen: who may make it, and where it moves the lead. */
export interface FormStepCall {
  path: string;
  /** The states whose screen makes this call; from any other state it is refused (409). */
  from: readonly number[];
  to: number;
  /** Lead sections the call carries besides the id. */
  sections: readonly string[];
}

/**
 * Form screens after the offer (and employment details, 8, before it). Completing one moves the
 * lead to thank you (11), except the Polish application form, which needs its completion step.
 */
export const formStepCalls: readonly FormStepCall[] = [
  {
    path: '/lead/offer/employment-details',
    from: [StepState.employmentDetails, StepState.additionalEmploymentDetails],
    to: State.thankYou,
    sections: ['employer', 'incomeDetails'],
  },
  {
    path: '/lead/marital-details',
    from: [StepState.maritalDetails],
    to: State.thankYou,
    sections: ['otherDetails', 'incomeDetails'],
  },
  {
    path: '/lead/aide',
    from: [StepState.aide],
    to: State.thankYou,
    sections: ['otherDetails', 'incomeDetails', 'expenses'],
  },
  {
    path: '/lead/offer/credit-details',
    from: [StepState.creditDetails],
    to: State.thankYou,
    sections: ['expenses', 'otherDetails'],
  },
  {
    path: '/lead/offer/professional-details',
    from: [StepState.professionalDetails],
    to: State.thankYou,
    sections: ['incomeDetails', 'employer'],
  },
  {
    path: '/lead/cnp',
    from: [StepState.cnp],
    to: State.thankYou,
    sections: ['personalDetails', 'otherDetails'],
  },
  {
    path: '/lead/offer/customer-debts',
    from: [StepState.customerDebts],
    to: State.thankYou,
    sections: ['expenses', 'otherDetails', 'incomeDetails'],
  },
  {
    path: '/lead/offer/reference-details',
    from: [StepState.referenceDetails],
    to: State.thankYou,
    sections: ['referenceDetails'],
  },
  {
    path: '/lead/wniosek',
    from: [StepState.wniosek],
    to: StepState.wniosekUzupelnienie,
    sections: ['employer', 'incomeDetails', 'otherDetails', 'expenses'],
  },
  {
    path: '/lead/offer/personal-details',
    from: [StepState.wniosekUzupelnienie],
    to: State.thankYou,
    sections: ['personalDetails', 'otherDetails', 'incomeDetails'],
  },
];

export type OfferCallKind = 'payment' | 'sale' | 'creditea' | 'provident' | 'proficredit';

/** A call that accepts an offer. `from` pairs each state with the offers it may accept. */
export interface OfferStepCall {
  path: string;
  kind: OfferCallKind;
  from: readonly number[];
  /** Where accepting moves the lead: 11 when the lender pays out, 12 when the partner takes over. */
  to: number;
}

export const offerStepCalls: readonly OfferStepCall[] = [
  {
    path: '/lead/offer/payment',
    kind: 'payment',
    from: [State.accepted, PartnerState.cofidisOffer, PartnerState.instabankOffer],
    to: State.thankYou,
  },
  { path: '/lead/sale', kind: 'sale', from: [State.accepted], to: State.redirected },
  {
    path: '/lead/offer/accept-creditea-offer',
    kind: 'creditea',
    from: [PartnerState.ipfdOfferChoice],
    to: State.redirected,
  },
  {
    path: '/lead/offer/update-provident-offer',
    kind: 'provident',
    from: [PartnerState.providentOffer],
    to: State.thankYou,
  },
  {
    path: '/lead/offer/proficredit',
    kind: 'proficredit',
    from: [PartnerState.proficreditOffer],
    to: State.redirected,
  },
];

const cnpWeights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/**
 * Romanian personal numeric code: 13 digits, S YYMMDD JJ NNN C. The control digit is the weighted
 * sum of the first 12 (weights 279146358279) modulo 11, where 10 counts as 1.
 */
export function isValidCnp(value: string): boolean {
  if (!/^[1-9]\d{12}$/.test(value)) return false;
  const digits = Array.from({ length: value.length }, (_, index) => Number(value.charAt(index)));
  const sum = cnpWeights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const control = sum % 11 === 10 ? 1 : sum % 11;
  return control === digits[12];
}
