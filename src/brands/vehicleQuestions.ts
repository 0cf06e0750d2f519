import type { BrandConfig } from './types';

/** The car-loan brands (Ibancar, Prestamotor) ask about the vehicle on the other-information step. */
export const VEHICLE_QUESTIONS: NonNullable<BrandConfig['extraStepFields']> = {
  'other-information': [
    'otherDetails.vehicleOwnership',
    'otherDetails.vehicleLicensePlateNumber',
    'otherDetails.isVehicleFinanced',
  ],
};
