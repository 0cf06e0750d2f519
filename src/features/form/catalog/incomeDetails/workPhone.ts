import { defineField } from '../fieldEntry';

export const workPhone = defineField(
  'incomeDetails.workPhone',
  'phone',
  {},
  { autoComplete: 'work tel-national', optional: true },
);
