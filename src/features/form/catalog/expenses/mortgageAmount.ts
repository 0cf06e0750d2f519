import { defineField } from '../fieldEntry';

export const mortgageAmount = defineField('expenses.mortgageAmount', 'money', { max: 5_000_000 });
