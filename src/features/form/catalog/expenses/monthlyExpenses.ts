import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const monthlyExpenses = defineField('expenses.monthlyExpenses', 'money', { max: MONEY_MAX });
