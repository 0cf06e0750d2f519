import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';
import { VEHICLE_QUESTIONS } from '../../vehicleQuestions';

/** Ibancar Spain: loans with the applicant's car as collateral, who keeps driving it. */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'ibancar',
  brandName: 'Ibancar',
  productId: 'ibancar',
  // A car secures larger sums over longer terms: 1000 € to 15000 €, one to four years.
  loan: {
    defaultAmount: 3000,
    minAmount: 1000,
    maxAmount: 15000,
    amountStep: 500,
    defaultPeriod: 24,
    minPeriod: 12,
    maxPeriod: 48,
    periodStep: 1,
    periodScale: 'months',
  },
  extraStepFields: VEHICLE_QUESTIONS,
  page: {
    title: 'Ibancar – Préstamos con tu coche como garantía',
    description:
      'Consigue dinero con tu coche como garantía y sigue conduciéndolo. Solicitud online con Ibancar.',
    keywords: 'préstamo con coche, empeño de coche, crédito con aval de coche, Ibancar',
  },
};
