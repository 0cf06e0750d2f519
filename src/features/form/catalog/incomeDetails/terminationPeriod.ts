import { defineField } from '../fieldEntry';

export const terminationPeriod = defineField('incomeDetails.terminationPeriod', 'choice', {
  options: ['NONE', 'BY_EMPLOYEE', 'BY_EMPLOYER'],
});
