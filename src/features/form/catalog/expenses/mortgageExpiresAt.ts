import { defineField } from '../fieldEntry';

export const mortgageExpiresAt = defineField('expenses.mortgageExpiresAt', 'date', {
  rule: 'futureDate',
});
