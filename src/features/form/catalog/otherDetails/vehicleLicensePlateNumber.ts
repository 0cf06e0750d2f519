import { defineField } from '../fieldEntry';

export const vehicleLicensePlateNumber = defineField(
  'otherDetails.vehicleLicensePlateNumber',
  'text',
  { rules: ['licensePlate'], maxLength: 12 },
);
