import { defineField } from '../fieldEntry';

export const vehicleConsent = defineField(
  'otherDetails.vehicleConsent',
  'consent',
  {},
  { optional: true },
);
