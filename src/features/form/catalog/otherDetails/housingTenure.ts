import { defineField } from '../fieldEntry';

export const housingTenure = defineField('otherDetails.housingTenure', 'choice', {
  options: ['OWNER', 'OWNER_WITH_MORTGAGE', 'RENT', 'LIVING_WITH_FAMILY', 'OTHER'],
});
