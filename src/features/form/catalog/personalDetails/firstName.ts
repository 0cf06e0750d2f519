import { defineField } from '../fieldEntry';

export const firstName = defineField(
  'personalDetails.firstName',
  'text',
  { rules: ['name'] },
  { autoComplete: 'given-name' },
);
