import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';

/** AskRobin Spain: the specification's default brand, on Spain's values of section 9 unchanged. */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  page: {
    title: 'AskRobin – Préstamos online',
    description: 'Compara préstamos de prestamistas de confianza en minutos.',
    keywords: 'préstamo, préstamo online, minicrédito, AskRobin',
  },
};
