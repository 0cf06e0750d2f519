import { defineField } from '../fieldEntry';

export const postalCode = defineField(
  'contactDetails.postalCode',
  'text',
  { rules: ['postalCode'], maxLength: 10 },
  { autoComplete: 'postal-code' },
);
