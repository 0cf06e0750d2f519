import type { BrandConfig } from '../../types';
import { romaniaDefaults } from '../countryDefaults';

/** AskRobin Romania: the loan comparison on Romania's defaults. */
export const brandConfig: BrandConfig = {
  ...romaniaDefaults,
  country: 'ro',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  page: {
    title: 'AskRobin – Compară credite online',
    description:
      'Compară credite de nevoi personale de la instituții de încredere și primește oferte în câteva minute.',
    keywords: 'credit online, credit de nevoi personale, comparator credite, AskRobin',
  },
};
