import { defineField } from '../fieldEntry';

// The car secures the loan: whose name it is registered in decides whether it can.
export const vehicleOwnership = defineField('otherDetails.vehicleOwnership', 'choice', {
  options: ['OWNER', 'CO_OWNER', 'NOT_OWNER'],
  as: 'radio',
});
