import { defineField } from '../fieldEntry';

export const provinceOfBirth = defineField(
  'otherDetails.provinceOfBirth',
  'text',
  { rules: ['locality'] },
  { optional: true },
);
