import { defineField } from '../fieldEntry';

export const idCardNumber = defineField('otherDetails.idCardNumber', 'identifier', {
  rules: ['documentNumber'],
  maxLength: 20,
});
