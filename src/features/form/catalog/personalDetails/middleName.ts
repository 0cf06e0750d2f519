import { defineField } from '../fieldEntry';

export const middleName = defineField(
  'personalDetails.middleName',
  'text',
  { rules: ['name'] },
  { autoComplete: 'additional-name', optional: true },
);
