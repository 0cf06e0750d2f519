import { defineField } from '../fieldEntry';

export const mortgageStartedAt = defineField('expenses.mortgageStartedAt', 'date', {
  rule: 'pastDate',
});
