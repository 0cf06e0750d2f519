import { defineField } from '../fieldEntry';

export const province = defineField(
  'contactDetails.province',
  'text',
  { rules: ['locality'] },
  { autoComplete: 'address-level1' },
);
