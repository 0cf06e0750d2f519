import { productDefaults, type CountryDefaults } from '../productDefaults';

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
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
