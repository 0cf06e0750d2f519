import type { ExtraFieldName } from '../../brands/types';
import type { FieldDefinition } from '../form';

/** Definitions of the fields a brand may add to a classic step (BrandConfig.extraStepFields). */
export const EXTRA_FIELDS: Readonly<Record<ExtraFieldName, FieldDefinition>> = {
  // The car secures the loan: whose name it is registered in decides whether it can.
  'otherDetails.vehicleOwnership': {
    name: 'otherDetails.vehicleOwnership',
    control: 'radio',
    autoComplete: 'off',
    options: ['OWNER', 'CO_OWNER', 'NOT_OWNER'],
  },
  'otherDetails.vehicleLicensePlateNumber': {
    name: 'otherDetails.vehicleLicensePlateNumber',
    control: 'text',
    autoComplete: 'off',
    rules: ['licensePlate'],
    maxLength: 12,
  },
  'otherDetails.isVehicleFinanced': {
    name: 'otherDetails.isVehicleFinanced',
    control: 'radio',
    autoComplete: 'off',
    options: ['true', 'false'],
    valueType: 'boolean',
  },
};
