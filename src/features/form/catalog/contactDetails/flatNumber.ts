import { defineField } from '../fieldEntry';

export const flatNumber = defineField(
  'contactDetails.flatNumber',
  'text',
  { rules: ['flatNumber'], maxLength: 10 },
  { autoComplete: 'address-line3' },
);
