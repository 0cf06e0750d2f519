import type { BrandConfig } from './types';

/**
 * What a country adds to the product: who it is for, in which language, currency and phone plan,
 * and the patterns its applicants' answers are checked with.
 */
export type CountryKeys =
  | 'country'
  | 'locale'
  | 'intlLocale'
  | 'currency'
  | 'phonePrefix'
  | 'phoneCountry'
  | 'loadValidation';
/** A country's defaults: everything of a brand except the brand itself. */
export type CountryDefaults = Omit<BrandConfig, 'brand' | 'brandName' | 'productId'>;
export type ProductDefaults = Omit<CountryDefaults, CountryKeys>;

/**
 * The specification's default configuration is Spain's; every country and brand extends it.
 * Its country-neutral part lives here, Spain's own values (currency, phone, DNI/NIE) in
 * es/countryDefaults.ts, so another country's bundle carries no Spanish configuration. Section
 * 5's patterns are each country's (`loadValidation`, over validationPatterns.ts).
 */
export const productDefaults: ProductDefaults = {
  loan: {
    defaultAmount: 1000,
    minAmount: 100,
    maxAmount: 1000,
    amountStep: 100,
    // The specification gives a default period (31) below the minimum (61) on purpose; the
    // loan-information screen clamps the default into [minPeriod, maxPeriod] (see clampToLimits).
    defaultPeriod: 31,
    minPeriod: 61,
    maxPeriod: 90,
    periodStep: 1,
    periodScale: 'days',
  },
  firstPage: 'personal-details',
  steps: [
    'loan-information',
    'personal-details',
    'contact-details',
    'income-details',
    'other-information',
    'reference-information',
  ],
  affiliateReference: { expiryHours: 480 },
  // Thirty days: a returning applicant within a month resumes; older drafts start fresh.
  sessionExpirationMs: 30 * 24 * 60 * 60 * 1000,
  page: {},
  personalCodeRules: ['personalCode'],
  // No partner outside the funnel's own origin until a brand names its partners: an address the
  // brand did not list is refused, never followed.
  partnerHosts: [],
};
