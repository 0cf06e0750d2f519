import { defineField } from '../fieldEntry';

// Section 9: the total debt is from 0 to 500000.
export const totalDebtAmount = defineField('expenses.totalDebtAmount', 'money', { max: 500_000 });
