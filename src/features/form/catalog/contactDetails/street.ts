import { defineField } from '../fieldEntry';

export const street = defineField(
  'contactDetails.street',
  'text',
  { rules: ['street'] },
  { autoComplete: 'address-line1' },
);
