import { defineField } from '../fieldEntry';

export const generalPolicies = defineField('generalPolicies', 'consent', {});
