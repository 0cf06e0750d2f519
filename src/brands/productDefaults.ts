import type { BrandConfig, ValidationPatterns } from './types';

/** What a country adds to the product: who it is for, in which language, currency and phone plan. */
export type CountryKeys =
  'country' | 'locale' | 'intlLocale' | 'currency' | 'phonePrefix' | 'phoneCountry';
/** A country's defaults: everything of a brand except the brand itself. */
export type CountryDefaults = Omit<BrandConfig, 'brand' | 'brandName' | 'productId'>;
export type ProductDefaults = Omit<CountryDefaults, CountryKeys>;

/**
 * The specification's default configuration is Spain's; every country and brand extends it.
 * Its country-neutral part lives here, Spain's own values (currency, phone, DNI/NIE) in
 * es/countryDefaults.ts, so another country's bundle carries no Spanish configuration.
 * Letters include the Latin-1 and Latin Extended-A ranges so Spanish, Polish, Romanian and German
 * names pass with one pattern; Vietnam widens them (see vn/countryDefaults.ts).
 */
export const LATIN_LETTERS = 'A-Za-zÀ-ÖØ-öø-žȘșȚț';

/** The text patterns of section 5 (names, job title, address parts, company) over a set of letters. */
export function textPatterns(letter: string) {
  const letters = `[${letter}]+`;
  return {
    name: new RegExp(`^${letters}(?:[ -]${letters})*$`),
    jobTitle: new RegExp(`^(?:${letters}|[${letter}0-9]+(?:[ .-]+[${letter}0-9]+)*\\.?)$`),
    street: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'ºª/-]*[${letter}0-9.ºª])?$`),
    houseNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 /-]*[${letter}0-9])?$`),
    flatNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 ºª/-]*[${letter}0-9ºª])?$`),
    blockNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 /-]*[${letter}0-9])?$`),
    locality: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'()-]*[${letter}0-9.)])?$`),
    companyName: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'&+/-]*[${letter}0-9.])?$`),
    pensionPayer: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'&+/-]*[${letter}0-9.])?$`),
  } satisfies Partial<ValidationPatterns>;
}

/** Letters and digits in two to four groups: for countries where no brand asks for a plate yet. */
export const GENERIC_LICENSE_PLATE = /^[A-Z0-9]{1,4}(?:[ -]?[A-Z0-9]{1,5}){1,3}$/i;

/** Section 5's default (Spain) patterns; the personal code here is only "letters and digits". */
export const defaultValidation: ValidationPatterns = {
  ...textPatterns(LATIN_LETTERS),
  postalCode: /^\d{5}$/,
  email:
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
  personalCode: /^[A-Z0-9]{5,20}$/i,
  licensePlate: GENERIC_LICENSE_PLATE,
};

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
  validation: defaultValidation,
  affiliateReference: { expiryHours: 480 },
  // Thirty days: a returning applicant within a month resumes; older drafts start fresh.
  sessionExpirationMs: 30 * 24 * 60 * 60 * 1000,
  page: {},
  personalCodeRules: ['personalCode'],
  // No partner outside the funnel's own origin until a brand names its partners: an address the
  // brand did not list is refused, never followed.
  partnerHosts: [],
};
