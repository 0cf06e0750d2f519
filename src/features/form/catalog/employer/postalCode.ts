import { defineField } from '../fieldEntry';

export const postalCode = defineField('employer.postalCode', 'text', {
  rules: ['postalCode'],
  maxLength: 10,
});
