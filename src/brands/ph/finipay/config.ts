import type { BrandConfig } from '../../types';
import { philippinesDefaults } from '../countryDefaults';

/** Finipay Philippines: a dynamic-form (v3) brand on the Philippines' defaults. */
export const brandConfig: BrandConfig = {
  ...philippinesDefaults,
  country: 'ph',
  brand: 'finipay',
  brandName: 'Finipay',
  productId: 'finipay',
  firstPage: 'initial-details',
  page: {
    title: 'Finipay – Fast online cash loans',
    description:
      'Apply for a cash loan online with Finipay and get an answer in minutes, right from your phone.',
    keywords: 'online loan Philippines, cash loan, fast loan, Finipay',
  },
};
