import { defineField } from '../fieldEntry';

export const municipality = defineField(
  'contactDetails.municipality',
  'text',
  { rules: ['locality'] },
  { optional: true },
);
