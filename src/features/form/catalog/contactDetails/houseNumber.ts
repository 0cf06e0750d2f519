import { defineField } from '../fieldEntry';

export const houseNumber = defineField(
  'contactDetails.houseNumber',
  'text',
  { rules: ['houseNumber'], maxLength: 10 },
  { autoComplete: 'address-line2' },
);
