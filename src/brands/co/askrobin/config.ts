import type { BrandConfig } from '../../types';
import { colombiaDefaults } from '../countryDefaults';

/** AskRobin Colombia: the loan comparison on Colombia's defaults. */
export const brandConfig: BrandConfig = {
  ...colombiaDefaults,
  country: 'co',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  page: {
    title: 'AskRobin Colombia – Compara créditos en línea',
    description:
      'Compara créditos de libre inversión de entidades confiables en Colombia y recibe ofertas en minutos.',
    keywords:
      'créditos en línea, préstamos personales Colombia, crédito de libre inversión, AskRobin',
  },
};
