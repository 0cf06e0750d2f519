import { defineField } from '../fieldEntry';

export const blockNumber = defineField(
  'contactDetails.blockNumber',
  'text',
  { rules: ['blockNumber'], maxLength: 10 },
  { optional: true },
);
