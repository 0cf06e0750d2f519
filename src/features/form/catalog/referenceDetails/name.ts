import { defineField } from '../fieldEntry';

export const name = defineField('referenceDetails.name', 'text', { rules: ['name'] });
