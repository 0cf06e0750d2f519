import { defineField } from '../fieldEntry';

export const hasVehicleDownPayment = defineField(
  'otherDetails.hasVehicleDownPayment',
  'yesNo',
  {},
  { optional: true },
);
