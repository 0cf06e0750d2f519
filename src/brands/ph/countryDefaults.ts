import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** The Philippines: pesos (₱), +63, English. */
export const philippinesDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'ph',
  locale: 'ph',
  intlLocale: 'en-PH',
  currency: { code: 'PHP', symbol: '₱' },
  phonePrefix: '+63',
  phoneCountry: 'PH',
  // Online cash loans of a few thousand pesos; repayment of at least 61 days, as in Spain (ad-platform rule for loan ads).
  loan: {
    defaultAmount: 5000,
    minAmount: 1000,
    maxAmount: 25000,
    amountStep: 500,
    defaultPeriod: 90,
    minPeriod: 61,
    maxPeriod: 180,
    periodStep: 1,
    periodScale: 'days',
  },
  validation: {
    ...defaultValidation,
    // ZIP code: four digits.
    postalCode: /^\d{4}$/,
    // TIN: nine digits, optionally a three-digit branch code, grouped by hyphens (123-456-789-000).
    personalCode: /^\d{3}-?\d{3}-?\d{3}(?:-?\d{3})?$/,
    // Three letters and three or four digits (ABC 1234); motorcycles 123 ABC.
    licensePlate: /^(?:[A-Z]{3}[ -]?\d{3,4}|\d{3}[ -]?[A-Z]{3})$/i,
  },
};
