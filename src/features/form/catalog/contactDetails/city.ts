import { defineField } from '../fieldEntry';

export const city = defineField(
  'contactDetails.city',
  'text',
  { rules: ['locality'] },
  { autoComplete: 'address-level2' },
);
