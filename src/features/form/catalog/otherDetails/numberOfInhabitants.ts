import { defineField } from '../fieldEntry';

export const numberOfInhabitants = defineField('otherDetails.numberOfInhabitants', 'count', {
  min: 1,
  max: 30,
});
