import type { BrandConfig } from '../../types';
import { mexicoDefaults } from '../countryDefaults';

/** Fiesta: a Mexican dynamic-form (v3) brand for small loans. */
export const brandConfig: BrandConfig = {
  ...mexicoDefaults,
  country: 'mx',
  brand: 'fiesta',
  brandName: 'Fiesta',
  productId: 'fiesta',
  firstPage: 'initial-details',
  // Small, short loans: 1,000 to 20,000 pesos over 61 to 180 days (ad-platform minimum term for loans).
  loan: {
    defaultAmount: 5000,
    minAmount: 1000,
    maxAmount: 20000,
    amountStep: 500,
    defaultPeriod: 90,
    minPeriod: 61,
    maxPeriod: 180,
    periodStep: 1,
    periodScale: 'days',
  },
  page: {
    title: 'Fiesta – Préstamos rápidos en línea',
    description: 'Con Fiesta pides tu préstamo en línea en minutos, desde tu celular.',
    keywords: 'préstamo rápido, préstamo en línea, dinero urgente, Fiesta',
  },
};
