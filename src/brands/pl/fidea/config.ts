import type { BrandConfig } from '../../types';
import { polandDefaults } from '../countryDefaults';

/** Fidea: the specification's second Polish brand (section 9), with a static affiliate reference. */
export const brandConfig: BrandConfig = {
  ...polandDefaults,
  country: 'pl',
  brand: 'fidea',
  brandName: 'Fidea',
  productId: 'default',
  loan: {
    ...polandDefaults.loan,
    defaultAmount: 5000,
    minAmount: 1000,
    maxAmount: 60000,
    amountStep: 1000,
    defaultPeriod: 80,
  },
  // Section 9: a static reference name, which never expires.
  affiliateReference: { ...polandDefaults.affiliateReference, staticName: 'fidea' },
  page: {
    title: 'Fidea – Pożyczki ratalne online',
    description: 'Fidea: pożyczka ratalna do 60 000 zł, wniosek online w kilka minut.',
    keywords: 'pożyczka ratalna, kredyt gotówkowy online, Fidea',
  },
};
