import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';

/** Finipay Spain: a dynamic-form (v3) brand for small, fast loans. */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'finipay',
  brandName: 'Finipay',
  productId: 'finipay',
  // The dynamic (v3) form: contact details first, then the steps the lead API asks for.
  firstPage: 'initial-details',
  // A fintech minicrédito: up to 1500 € in steps of 50, within Spain's 61-90 day terms.
  loan: {
    ...spainDefaults.loan,
    defaultAmount: 500,
    maxAmount: 1500,
    amountStep: 50,
    defaultPeriod: 61,
  },
  page: {
    title: 'Finipay – Préstamos rápidos online',
    description: 'Pide tu préstamo online con Finipay: respuesta en minutos, sin papeleo.',
    keywords: 'préstamo rápido, préstamo online, minicrédito, Finipay',
  },
};
