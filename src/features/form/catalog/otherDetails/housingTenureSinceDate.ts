import { defineField } from '../fieldEntry';

export const housingTenureSinceDate = defineField('otherDetails.housingTenureSinceDate', 'date', {
  rule: 'pastDate',
});
