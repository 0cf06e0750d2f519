import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** Mexico: pesos, +52, Latin-American Spanish. */
export const mexicoDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'mx',
  locale: 'mx',
  intlLocale: 'es-MX',
  currency: { code: 'MXN', symbol: '$' },
  phonePrefix: '+52',
  phoneCountry: 'MX',
  // Personal loans in Mexico are advertised in thousands of pesos over months.
  loan: {
    defaultAmount: 10000,
    minAmount: 1000,
    maxAmount: 50000,
    amountStep: 500,
    defaultPeriod: 12,
    minPeriod: 3,
    maxPeriod: 24,
    periodStep: 1,
    periodScale: 'months',
  },
  validation: {
    ...defaultValidation,
    // Código postal: five digits, like Spain's.
    postalCode: /^\d{5}$/,
    // CURP: four letters, birth date, sex (H, M or X), state, three consonants, a character and a check digit.
    personalCode: /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/i,
    // Plates differ by state (ABC-123-D, 123-ABC-4, AB-1234-C): two to four groups of letters and digits.
    licensePlate: /^[A-Z0-9]{2,4}(?:[ -]?[A-Z0-9]{1,4}){1,2}$/i,
  },
};
