import { defineField } from '../fieldEntry';

export const salaryCycle = defineField('incomeDetails.salaryCycle', 'choice', {
  options: ['MONTHLY', 'BIWEEKLY', 'WEEKLY'],
});
