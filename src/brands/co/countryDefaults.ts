import { productDefaults, type CountryDefaults } from '../productDefaults';

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
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
