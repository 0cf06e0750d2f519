import { defineField } from '../fieldEntry';

export const province = defineField('employer.province', 'text', { rules: ['locality'] });
