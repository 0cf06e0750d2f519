import { defineField } from '../fieldEntry';

export const fieldRegistrationNumber = defineField(
  'otherDetails.fieldRegistrationNumber',
  'identifier',
  { rules: ['documentNumber'], maxLength: 20 },
);
