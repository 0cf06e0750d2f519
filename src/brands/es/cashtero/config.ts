import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';

/** Cashtero: a Spanish dynamic-form (v3) brand for quick cash. */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'cashtero',
  brandName: 'Cashtero',
  productId: 'default',
  firstPage: 'initial-details',
  // Quick cash between paydays: 50 € to 800 € for 61 to 120 days (Spain's minimum term kept).
  loan: {
    ...spainDefaults.loan,
    defaultAmount: 300,
    minAmount: 50,
    maxAmount: 800,
    amountStep: 50,
    defaultPeriod: 90,
    maxPeriod: 120,
  },
  page: {
    title: 'Cashtero – Dinero rápido online',
    description:
      'Cashtero: dinero rápido cuando lo necesitas, con una solicitud sencilla y sin compromiso.',
    keywords: 'dinero rápido, préstamo urgente, minicrédito online, Cashtero',
  },
};
