import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const monthlyCreditCommitments = defineField('expenses.monthlyCreditCommitments', 'money', {
  max: MONEY_MAX,
});
