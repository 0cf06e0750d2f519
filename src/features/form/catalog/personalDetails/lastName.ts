import { defineField } from '../fieldEntry';

export const lastName = defineField(
  'personalDetails.lastName',
  'text',
  { rules: ['name'] },
  { autoComplete: 'family-name' },
);
