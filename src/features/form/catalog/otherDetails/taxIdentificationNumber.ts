import { defineField } from '../fieldEntry';

export const taxIdentificationNumber = defineField(
  'otherDetails.taxIdentificationNumber',
  'identifier',
  { rules: ['taxId'], maxLength: 20 },
);
