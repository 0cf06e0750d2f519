import { defineField } from '../fieldEntry';

export const education = defineField('otherDetails.education', 'choice', {
  options: ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY'],
});
