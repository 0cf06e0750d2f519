import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';
import { VEHICLE_QUESTIONS } from '../../vehicleQuestions';

/** Prestamotor: a Spanish car-backed loan brand sold to every lender (backend product "default"). */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'prestamotor',
  brandName: 'Prestamotor',
  productId: 'default',
  // Car-backed like Ibancar, reaching higher: 1500 € to 20000 € over one to five years.
  loan: {
    defaultAmount: 5000,
    minAmount: 1500,
    maxAmount: 20000,
    amountStep: 500,
    defaultPeriod: 36,
    minPeriod: 12,
    maxPeriod: 60,
    periodStep: 1,
    periodScale: 'months',
  },
  extraStepFields: VEHICLE_QUESTIONS,
  page: {
    title: 'Prestamotor – Tu coche, tu préstamo',
    description: 'Prestamotor te presta dinero con tu coche como garantía, sin dejar de usarlo.',
    keywords: 'préstamo por tu coche, dinero con tu coche, Prestamotor',
  },
};
