import { isPlainRecord } from '../../lib/guards';
import type {
  AffiliateReferenceParams,
  ContactDetails,
  DeviceData,
  Employer,
  Expenses,
  GoogleClick,
  IncomeDetails,
  LeadApplication,
  OtherDetails,
  PersonalDetails,
  PosthogParameters,
  ReferenceDetails,
} from './types';
import { LEAD_APPLICATION_KEYS } from './types';

/**
 * Every key the lead API knows inside each object of a lead (sandbox/openapi.json; a unit test
 * holds the two together). A `Record` over the type's keys, so the type and the list cannot drift
 * either. Only the lazy lead API client imports this: it stays off the first screen.
 */
type Keys<T> = Record<keyof Required<T>, true>;

const personalDetails: Keys<PersonalDetails> = {
  firstName: true,
  middleName: true,
  lastName: true,
  secondLastName: true,
  gender: true,
  dateOfBirth: true,
  personalCode: true,
};
const contactDetails: Keys<ContactDetails> = {
  email: true,
  marketingConsents: true,
  phoneNumber: true,
  postalCode: true,
  province: true,
  district: true,
  city: true,
  street: true,
  blockNumber: true,
  houseNumber: true,
  floor: true,
  flatNumber: true,
  municipality: true,
  suburb: true,
};
const employer: Keys<Employer> = {
  name: true,
  postalCode: true,
  province: true,
  city: true,
  street: true,
  houseNumber: true,
  taxRegistryCode: true,
};
const incomeDetails: Keys<IncomeDetails> = {
  monthlyIncome: true,
  incomeSource: true,
  incomeContractStartedAt: true,
  incomeContractExpiresAt: true,
  incomePayday: true,
  jobArea: true,
  jobTitle: true,
  iban: true,
  usingOnlineBanking: true,
  positionType: true,
  monthlyExtraIncome: true,
  workPhone: true,
  spouseMonthlyIncome: true,
  salaryCycle: true,
  salaryCycleValue: true,
  cofidisProfession: true,
  householdIncome: true,
  inTaxDebt: true,
  inContributionDebt: true,
  economicActivity: true,
  terminationPeriod: true,
  trialPeriod: true,
  pensionPayer: true,
};
const expenses: Keys<Expenses> = {
  mortgageAmount: true,
  rentAmount: true,
  monthlyExpenses: true,
  monthlyCreditCommitments: true,
  hasOtherLoans: true,
  totalDebtAmount: true,
  mortgageStartedAt: true,
  mortgageExpiresAt: true,
  monthlyMortgageAmount: true,
  householdExpenses: true,
};
const otherDetails: Keys<OtherDetails> = {
  loanPurpose: true,
  isPoliticallyExposed: true,
  connectedToPep: true,
  maritalStatus: true,
  education: true,
  housingTenure: true,
  housingTenureSinceDate: true,
  vehicleConsent: true,
  hasVehicleDownPayment: true,
  vehicleOwnership: true,
  vehicleLicensePlateNumber: true,
  vehicleMake: true,
  vehicleModel: true,
  vehicleYear: true,
  isVehicleFinanced: true,
  ibanConsent: true,
  negativeCreditHistory: true,
  numberOfDependants: true,
  numberOfDependantsOther: true,
  countryOfBirth: true,
  livingArea: true,
  citizenship: true,
  secondCitizenship: true,
  cityOfBirth: true,
  idCardNumber: true,
  idCardIssuedAt: true,
  idCardIssuedAuthority: true,
  overdueDebtAmount: true,
  provinceOfBirth: true,
  isInterestedInDebtConsolidation: true,
  hasBankAccount: true,
  hasProofOfIncome: true,
  taxIdentificationNumber: true,
  numberOfInhabitants: true,
  pensionNumber: true,
  fieldRegistrationNumber: true,
  fieldSquareArea: true,
};
const referenceDetails: Keys<ReferenceDetails> = { type: true, name: true, phoneNumber: true };
const deviceData: Keys<DeviceData> = {
  timezoneOffset: true,
  deviceMemory: true,
  language: true,
  screenResolution: true,
  loadingTime: true,
};
const googleClick: Keys<GoogleClick> = { gclid: true, gclidAt: true, gbraid: true, wbraid: true };
const affiliateReferenceParams: Keys<AffiliateReferenceParams> = {
  attribute: true,
  subId: true,
  transactionId: true,
  setAt: true,
};
const posthogParameters: Keys<PosthogParameters> = {
  isLeadPrefilled: true,
  leadPrefilledFields: true,
  leadPreviouslyRedirected: true,
  utm: true,
};
const metaPixel: Keys<NonNullable<LeadApplication['metaPixel']>> = { fbp: true, fbc: true };
const tikTokPixel: Keys<NonNullable<LeadApplication['tikTokPixel']>> = { ttp: true, ttclid: true };

/** The lead's objects and the keys each may carry, as the contract declares them. */
export const LEAD_OBJECT_KEYS = {
  personalDetails,
  contactDetails,
  employer,
  incomeDetails,
  expenses,
  otherDetails,
  referenceDetails,
  deviceData,
  googleClick,
  affiliateReferenceParams,
  posthogParameters,
  metaPixel,
  tikTokPixel,
} as const satisfies Partial<Record<keyof LeadApplication, object>>;

const TOP_LEVEL_KEYS: ReadonlySet<string> = new Set<string>(LEAD_APPLICATION_KEYS);

function objectKeysOf(name: string): object | undefined {
  return Object.hasOwn(LEAD_OBJECT_KEYS, name)
    ? LEAD_OBJECT_KEYS[name as keyof typeof LEAD_OBJECT_KEYS]
    : undefined;
}

/** Drops, with a warning, the keys of `section` that the contract does not declare. */
function knownKeysOnly(name: string, section: Record<string, unknown>, known: object) {
  const kept = Object.entries(section).filter(([key]) => {
    if (Object.hasOwn(known, key)) return true;
    console.warn(`Not sending lead field "${name}.${key}": the lead API does not know it`);
    return false;
  });
  return Object.fromEntries(kept);
}

function withKnownInnerKeys([key, value]: [string, unknown]): [string, unknown] {
  const known = objectKeysOf(key);
  return [key, known && isPlainRecord(value) ? knownKeysOnly(key, value, known) : value];
}

/** What a create or an update sends besides the lead itself. */
const CALL_KEYS: ReadonlySet<string> = new Set(['product', 'progressState']);

/**
 * The lead as the API may receive it on a create or an update: a key the contract does not
 * declare (written by an older release, hand-edited in storage, mistyped by a step) is left out
 * with a warning instead of being sent, where the API would refuse every save for it.
 */
export function toContractLead<T extends object>(body: T): T {
  const entries = Object.entries(body).filter(([key]) => {
    if (TOP_LEVEL_KEYS.has(key) || CALL_KEYS.has(key)) return true;
    console.warn(`Not sending lead field "${key}": the lead API does not know it`);
    return false;
  });
  // Only keys were removed: the remaining values are the caller's, of its type.
  return Object.fromEntries(entries.map(withKnownInnerKeys)) as T;
}

/**
 * A step call's body: its own fields (an offer id, a code) go as they are; the lead sections it
 * carries keep only the keys the contract declares, as on a save.
 */
export function withContractSections<T extends object>(body: T): T {
  // Only keys were removed: the remaining values are the caller's, of its type.
  return Object.fromEntries(Object.entries(body).map(withKnownInnerKeys)) as T;
}
