import type { BrandConfig } from '../../types';
import { polandDefaults } from '../countryDefaults';

/** AskRobin Poland: the specification's first Polish brand (section 9). */
export const brandConfig: BrandConfig = {
  ...polandDefaults,
  country: 'pl',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  loan: {
    ...polandDefaults.loan,
    defaultAmount: 5000,
    minAmount: 100,
    maxAmount: 10000,
    // Section 9 does not show the step; 100 zł matches the minimum and Spain's step.
    amountStep: 100,
    defaultPeriod: 73,
  },
  // Section 9 points this brand at its own production lead API: BRAND_API_ENDPOINTS in
  // src/brands/registry.ts, which the build reads.
  page: {
    title: 'AskRobin – Porównaj pożyczki online',
    description:
      'Porównaj oferty pożyczek od sprawdzonych firm i otrzymaj propozycje w kilka minut.',
    keywords: 'pożyczka online, pożyczka ratalna, porównanie pożyczek, AskRobin',
  },
};
