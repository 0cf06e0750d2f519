import { productDefaults, type CountryDefaults } from '../productDefaults';

/** Poland: the specification's Polish brands (section 9) share złoty, +48 and the Polish patterns of section 5. */
export const polandDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'pl',
  locale: 'pl',
  intlLocale: 'pl-PL',
  currency: { code: 'PLN', symbol: 'zł' },
  phonePrefix: '+48',
  phoneCountry: 'PL',
  // The Polish table of section 9 gives periods of 73 and 80: instalment loans counted in months.
  loan: {
    defaultAmount: 5000,
    minAmount: 100,
    maxAmount: 10000,
    amountStep: 100,
    defaultPeriod: 73,
    minPeriod: 3,
    maxPeriod: 120,
    periodStep: 1,
    periodScale: 'months',
  },
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
