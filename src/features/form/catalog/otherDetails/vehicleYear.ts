import { defineField } from '../fieldEntry';

// From the oldest car a lender takes to next year's models, on sale already.
export const vehicleYear = defineField('otherDetails.vehicleYear', 'count', {
  min: 1980,
  max: new Date().getFullYear() + 1,
});
