import { defineField } from '../fieldEntry';

export const city = defineField('employer.city', 'text', { rules: ['locality'] });
