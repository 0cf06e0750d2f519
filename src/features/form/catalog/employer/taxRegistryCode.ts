import { defineField } from '../fieldEntry';

export const taxRegistryCode = defineField('employer.taxRegistryCode', 'identifier', {
  rules: ['taxRegistryCode'],
  maxLength: 20,
});
