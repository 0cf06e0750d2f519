import { defineField } from '../fieldEntry';

export const password = defineField(
  'password',
  'text',
  { maxLength: 64 },
  { autoComplete: 'new-password' },
);
