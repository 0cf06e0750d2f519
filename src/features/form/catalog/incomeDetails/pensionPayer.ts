import { defineField } from '../fieldEntry';

export const pensionPayer = defineField('incomeDetails.pensionPayer', 'text', {
  rules: ['pensionPayer'],
});
