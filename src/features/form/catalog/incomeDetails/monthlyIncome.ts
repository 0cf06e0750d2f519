import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const monthlyIncome = defineField('incomeDetails.monthlyIncome', 'money', {
  max: MONEY_MAX,
});
