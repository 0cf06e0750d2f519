import { productDefaults, type CountryDefaults } from '../productDefaults';

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
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
