import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const householdExpenses = defineField('expenses.householdExpenses', 'money', {
  max: MONEY_MAX,
});
