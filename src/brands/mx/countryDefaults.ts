import { productDefaults, type CountryDefaults } from '../productDefaults';

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
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
