import type { BrandConfig } from '../../types';
import { colombiaDefaults } from '../countryDefaults';
import { VEHICLE_QUESTIONS } from '../../vehicleQuestions';

/** Ibancar Colombia: credit against the applicant's vehicle, who keeps driving it. */
export const brandConfig: BrandConfig = {
  ...colombiaDefaults,
  country: 'co',
  brand: 'ibancar',
  brandName: 'Ibancar',
  productId: 'ibancar',
  // Vehicle-backed credit: 1 to 60 million pesos over one to four years.
  loan: {
    defaultAmount: 10000000,
    minAmount: 1000000,
    maxAmount: 60000000,
    amountStep: 500000,
    defaultPeriod: 24,
    minPeriod: 12,
    maxPeriod: 48,
    periodStep: 1,
    periodScale: 'months',
  },
  extraStepFields: VEHICLE_QUESTIONS,
  page: {
    title: 'Ibancar Colombia – Créditos con tu carro como garantía',
    description:
      'Obtén un crédito con tu carro como garantía y sigue usándolo. Solicítalo en línea con Ibancar.',
    keywords: 'crédito con carro, préstamo con vehículo, crédito prendario, Ibancar',
  },
};
