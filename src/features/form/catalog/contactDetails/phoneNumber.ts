import { defineField } from '../fieldEntry';

export const phoneNumber = defineField(
  'contactDetails.phoneNumber',
  'phone',
  {},
  { autoComplete: 'tel-national' },
);
