import { defineField } from '../fieldEntry';

export const type = defineField('referenceDetails.type', 'choice', {
  options: ['FAMILY', 'FRIEND', 'COLLEAGUE'],
});
