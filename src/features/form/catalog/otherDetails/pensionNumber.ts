import { defineField } from '../fieldEntry';

export const pensionNumber = defineField('otherDetails.pensionNumber', 'identifier', {
  rules: ['documentNumber'],
  maxLength: 20,
});
