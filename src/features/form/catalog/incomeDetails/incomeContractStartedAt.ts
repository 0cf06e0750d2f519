import { defineField } from '../fieldEntry';

export const incomeContractStartedAt = defineField(
  'incomeDetails.incomeContractStartedAt',
  'date',
  {
    rule: 'pastDate',
  },
);
