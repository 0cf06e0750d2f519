import { defineField } from '../fieldEntry';

/** The code sent to the applicant's mobile: six digits, with room for a space typed in them. */
export const verificationCode = defineField(
  'code',
  'text',
  { maxLength: 7, inputMode: 'numeric' },
  { autoComplete: 'one-time-code' },
);
