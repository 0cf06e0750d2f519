import { defineField } from '../fieldEntry';

export const floor = defineField(
  'contactDetails.floor',
  'text',
  { rules: ['blockNumber'], maxLength: 10 },
  { optional: true },
);
