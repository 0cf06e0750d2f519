import { defineField } from '../fieldEntry';

export const numberOfDependants = defineField('otherDetails.numberOfDependants', 'count', {
  min: 0,
  max: 20,
});
