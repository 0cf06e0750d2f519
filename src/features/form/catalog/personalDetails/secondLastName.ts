import { defineField } from '../fieldEntry';

export const secondLastName = defineField(
  'personalDetails.secondLastName',
  'text',
  { rules: ['name'] },
  { optional: true },
);
