import { productDefaults, type CountryDefaults } from '../productDefaults';

/** Germany: euro, +49, German. */
export const germanyDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'de',
  locale: 'de',
  intlLocale: 'de-DE',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+49',
  phoneCountry: 'DE',
  // A German Ratenkredit: thousands of euros over one to ten years.
  loan: {
    defaultAmount: 10000,
    minAmount: 1000,
    maxAmount: 50000,
    amountStep: 500,
    defaultPeriod: 48,
    minPeriod: 12,
    maxPeriod: 120,
    periodStep: 6,
    periodScale: 'months',
  },
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
