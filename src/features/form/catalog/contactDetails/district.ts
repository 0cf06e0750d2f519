import { defineField } from '../fieldEntry';

export const district = defineField(
  'contactDetails.district',
  'text',
  { rules: ['locality'] },
  { autoComplete: 'address-level3', optional: true },
);
