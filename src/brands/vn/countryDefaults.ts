import { productDefaults, type CountryDefaults } from '../productDefaults';

/** Vietnam: đồng, +84, Vietnamese. */
export const vietnamDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'vn',
  locale: 'vn',
  intlLocale: 'vi-VN',
  currency: { code: 'VND', symbol: '₫' },
  phonePrefix: '+84',
  phoneCountry: 'VN',
  // Online loans of a few million đồng; lenders advertise terms from 91 days (ad-platform rule in Vietnam).
  loan: {
    defaultAmount: 5000000,
    minAmount: 1000000,
    maxAmount: 20000000,
    amountStep: 500000,
    defaultPeriod: 120,
    minPeriod: 91,
    maxPeriod: 180,
    periodStep: 1,
    periodScale: 'days',
  },
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
};
