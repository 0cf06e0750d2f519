import { defineField } from '../fieldEntry';

export const passwordConfirmation = defineField(
  'passwordConfirmation',
  'text',
  { maxLength: 64 },
  { autoComplete: 'new-password' },
);
