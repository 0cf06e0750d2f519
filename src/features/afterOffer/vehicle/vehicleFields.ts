import type { FieldDefinition } from '../../form';

export const MAKE = 'otherDetails.vehicleMake';
export const MODEL = 'otherDetails.vehicleModel';
const thisYear = new Date().getFullYear();

/** The vehicle step's questions: make and model from the look-up, the year, the plate. */
export const VEHICLE_FIELDS: readonly FieldDefinition[] = [
  { name: MAKE, control: 'select', autoComplete: 'off' },
  { name: MODEL, control: 'select', autoComplete: 'off' },
  {
    name: 'otherDetails.vehicleYear',
    control: 'number',
    autoComplete: 'off',
    inputMode: 'numeric',
    min: 1980,
    max: thisYear + 1,
    wholeNumber: true,
  },
  {
    name: 'otherDetails.vehicleLicensePlateNumber',
    control: 'text',
    autoComplete: 'off',
    maxLength: 12,
    rules: ['licensePlate'],
  },
];
