import type { BrandConfig } from '../../types';
import { mexicoDefaults } from '../countryDefaults';

/** AskRobin Mexico: the loan comparison on Mexico's defaults. */
export const brandConfig: BrandConfig = {
  ...mexicoDefaults,
  country: 'mx',
  brand: 'askrobin',
  brandName: 'AskRobin',
  productId: 'askrobin',
  page: {
    title: 'AskRobin México – Compara préstamos en línea',
    description:
      'Compara préstamos personales de financieras confiables en México y recibe ofertas en minutos.',
    keywords: 'préstamos personales, préstamo en línea, crédito rápido México, AskRobin',
  },
};
