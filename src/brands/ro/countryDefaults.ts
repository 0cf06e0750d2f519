import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** Romania: lei, +40, Romanian. */
export const romaniaDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'ro',
  locale: 'ro',
  intlLocale: 'ro-RO',
  currency: { code: 'RON', symbol: 'lei' },
  phonePrefix: '+40',
  phoneCountry: 'RO',
  // Romanian non-bank lenders (IFN) lend a few thousand lei over months.
  loan: {
    defaultAmount: 5000,
    minAmount: 500,
    maxAmount: 40000,
    amountStep: 500,
    defaultPeriod: 24,
    minPeriod: 3,
    maxPeriod: 60,
    periodStep: 1,
    periodScale: 'months',
  },
  validation: {
    ...defaultValidation,
    // Cod poștal: six digits.
    postalCode: /^\d{6}$/,
    // CNP: thirteen digits, the first (sex and century) never 0; its checksum is a separate rule.
    personalCode: /^[1-9]\d{12}$/,
    // County code, two or three digits, three letters: B 123 ABC, CJ 12 XYZ.
    licensePlate: /^[A-Z]{1,2}[ -]?\d{2,3}[ -]?[A-Z]{3}$/i,
  },
};
