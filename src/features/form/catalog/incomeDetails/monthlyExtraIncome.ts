import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const monthlyExtraIncome = defineField('incomeDetails.monthlyExtraIncome', 'money', {
  max: MONEY_MAX,
});
