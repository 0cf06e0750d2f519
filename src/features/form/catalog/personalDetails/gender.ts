import { defineField } from '../fieldEntry';

export const gender = defineField(
  'personalDetails.gender',
  'choice',
  { options: ['FEMALE', 'MALE'], as: 'radio' },
  { autoComplete: 'sex' },
);
