import { defineField } from '../fieldEntry';

export const jobTitle = defineField(
  'incomeDetails.jobTitle',
  'text',
  { rules: ['jobTitle'] },
  { autoComplete: 'organization-title' },
);
