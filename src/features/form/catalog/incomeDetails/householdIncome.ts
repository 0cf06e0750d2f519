import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const householdIncome = defineField('incomeDetails.householdIncome', 'money', {
  max: MONEY_MAX,
});
