import { defineField } from '../fieldEntry';

export const houseNumber = defineField('employer.houseNumber', 'text', {
  rules: ['houseNumber'],
  maxLength: 10,
});
