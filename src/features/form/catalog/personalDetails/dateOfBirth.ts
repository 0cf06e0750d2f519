import { defineField } from '../fieldEntry';

export const dateOfBirth = defineField(
  'personalDetails.dateOfBirth',
  'birthDate',
  {},
  { autoComplete: 'bday' },
);
