import { defineField } from '../fieldEntry';

export const maritalStatus = defineField('otherDetails.maritalStatus', 'choice', {
  options: ['SINGLE', 'MARRIED', 'COHABITING', 'DIVORCED', 'WIDOWED'],
});
