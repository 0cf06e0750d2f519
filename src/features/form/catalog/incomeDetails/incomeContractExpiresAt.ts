import { defineField } from '../fieldEntry';

export const incomeContractExpiresAt = defineField(
  'incomeDetails.incomeContractExpiresAt',
  'date',
  { rule: 'futureDate' },
  { optional: true },
);
