import type { BrandConfig } from '../../types';
import { mexicoDefaults } from '../countryDefaults';
import { VEHICLE_QUESTIONS } from '../../vehicleQuestions';

/** Ibancar Mexico: loans against the applicant's car, who keeps driving it. */
export const brandConfig: BrandConfig = {
  ...mexicoDefaults,
  country: 'mx',
  brand: 'ibancar',
  brandName: 'Ibancar',
  productId: 'ibancar',
  // Car-title credit in Mexico: 10,000 to 300,000 pesos over one to four years.
  loan: {
    defaultAmount: 50000,
    minAmount: 10000,
    maxAmount: 300000,
    amountStep: 5000,
    defaultPeriod: 24,
    minPeriod: 12,
    maxPeriod: 48,
    periodStep: 1,
    periodScale: 'months',
  },
  extraStepFields: VEHICLE_QUESTIONS,
  page: {
    title: 'Ibancar México – Préstamos con tu auto en garantía',
    description:
      'Obtén un préstamo con tu auto en garantía y sigue manejándolo. Solicítalo en línea con Ibancar.',
    keywords: 'préstamo con auto, empeño de auto, crédito con garantía vehicular, Ibancar',
  },
};
