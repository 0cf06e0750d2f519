import { defineField } from '../fieldEntry';

export const marketingConsents = defineField(
  'contactDetails.marketingConsents',
  'consent',
  {},
  { optional: true },
);
