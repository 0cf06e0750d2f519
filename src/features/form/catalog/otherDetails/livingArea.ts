import { defineField } from '../fieldEntry';

export const livingArea = defineField('otherDetails.livingArea', 'choice', {
  options: ['CITY', 'TOWN', 'VILLAGE'],
});
