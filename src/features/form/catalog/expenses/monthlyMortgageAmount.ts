import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const monthlyMortgageAmount = defineField('expenses.monthlyMortgageAmount', 'money', {
  max: MONEY_MAX,
});
