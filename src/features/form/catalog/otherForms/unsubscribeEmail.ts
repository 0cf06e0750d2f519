import { defineField } from '../fieldEntry';

/**
 * Not the lead's contact e-mail: a name of its own gives the field its own label and hint
 * (`fields>unsubscribe.email`), which speak of the mail to stop, not of offers to send.
 */
export const unsubscribeEmail = defineField(
  'unsubscribe.email',
  'email',
  {},
  {
    autoComplete: 'email',
  },
);
