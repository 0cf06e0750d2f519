import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** Colombia: pesos, +57, Latin-American Spanish. */
export const colombiaDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'co',
  locale: 'co',
  intlLocale: 'es-CO',
  currency: { code: 'COP', symbol: '$' },
  phonePrefix: '+57',
  phoneCountry: 'CO',
  // Colombian consumer credit is quoted in millions of pesos over months.
  loan: {
    defaultAmount: 2000000,
    minAmount: 200000,
    maxAmount: 10000000,
    amountStep: 100000,
    defaultPeriod: 12,
    minPeriod: 3,
    maxPeriod: 36,
    periodStep: 1,
    periodScale: 'months',
  },
  validation: {
    ...defaultValidation,
    // Código postal: six digits (department, zone, district).
    postalCode: /^\d{6}$/,
    // Cédula de ciudadanía: six to ten digits.
    personalCode: /^\d{6,10}$/,
    // Cars ABC 123, motorcycles ABC 12D.
    licensePlate: /^[A-Z]{3}[ -]?\d{2}[A-Z0-9]$/i,
  },
};
