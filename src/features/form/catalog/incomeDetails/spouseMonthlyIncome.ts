import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const spouseMonthlyIncome = defineField(
  'incomeDetails.spouseMonthlyIncome',
  'money',
  { max: MONEY_MAX },
  { optional: true },
);
