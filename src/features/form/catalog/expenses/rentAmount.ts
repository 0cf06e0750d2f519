import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const rentAmount = defineField(
  'expenses.rentAmount',
  'money',
  { max: MONEY_MAX },
  { optional: true },
);
