import { defineField } from '../fieldEntry';

export const suburb = defineField(
  'contactDetails.suburb',
  'text',
  { rules: ['locality'] },
  { autoComplete: 'address-level4', optional: true },
);
