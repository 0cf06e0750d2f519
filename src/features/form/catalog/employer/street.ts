import { defineField } from '../fieldEntry';

export const street = defineField('employer.street', 'text', { rules: ['street'] });
