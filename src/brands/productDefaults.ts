import type { BrandConfig, ValidationPatterns } from './types';

/**
 * The specification's default configuration is Spain's; every country and brand extends it.
 * Letters include the Latin-1 and Latin Extended-A ranges so Spanish, Polish, Romanian and German
 * names pass with one pattern.
 */
const LETTER = 'A-Za-zÀ-ÖØ-öø-žȘșȚț';
const LETTERS = `[${LETTER}]+`;

export const defaultValidation: ValidationPatterns = {
  postalCode: /^\d{5}$/,
  name: new RegExp(`^${LETTERS}(?:[ -]${LETTERS})*$`),
  jobTitle: new RegExp(`^(?:${LETTERS}|[${LETTER}0-9]+(?:[ .-]+[${LETTER}0-9]+)*\\.?)$`),
  street: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 .,'ºª/-]*[${LETTER}0-9.ºª])?$`),
  houseNumber: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 /-]*[${LETTER}0-9])?$`),
  flatNumber: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 ºª/-]*[${LETTER}0-9ºª])?$`),
  blockNumber: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 /-]*[${LETTER}0-9])?$`),
  locality: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 .,'()-]*[${LETTER}0-9.)])?$`),
  companyName: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 .,'&+/-]*[${LETTER}0-9.])?$`),
  pensionPayer: new RegExp(`^[${LETTER}0-9](?:[${LETTER}0-9 .,'&+/-]*[${LETTER}0-9.])?$`),
  email:
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
  // DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter); the checksum is checked separately.
  personalCode: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/i,
};

export const productDefaults: Omit<BrandConfig, 'brand' | 'brandName' | 'productId'> = {
  country: 'es',
  locale: 'es',
  intlLocale: 'es-ES',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  phoneCountry: 'ES',
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
};
