import type { BrandConfig } from '../../types';
import { germanyDefaults } from '../countryDefaults';

/** AskRobin Germany: the loan comparison on Germany's defaults. */
export const brandConfig: BrandConfig = {
  ...germanyDefaults,
  country: 'de',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  page: {
    title: 'AskRobin – Kredite online vergleichen',
    description:
      'Vergleichen Sie Ratenkredite seriöser Banken und erhalten Sie in wenigen Minuten Angebote.',
    keywords: 'Kredit online, Ratenkredit, Kreditvergleich, AskRobin',
  },
};
