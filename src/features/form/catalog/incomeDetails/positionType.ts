import { defineField } from '../fieldEntry';

// The dynamic form asks the lead API's list (`/choices/position`) instead.
export const positionType = defineField('incomeDetails.positionType', 'choice', {
  options: ['PERMANENT', 'TEMPORARY', 'CIVIL_SERVANT', 'SELF_EMPLOYED', 'OTHER'],
});
