import { defineField } from '../fieldEntry';

export const cityOfBirth = defineField('otherDetails.cityOfBirth', 'text', { rules: ['locality'] });
