import { defineField } from '../fieldEntry';

export const incomeSource = defineField('incomeDetails.incomeSource', 'choice', {
  options: ['EMPLOYED', 'SELF_EMPLOYED', 'PENSIONER', 'UNEMPLOYED', 'STUDENT', 'OTHER'],
});
