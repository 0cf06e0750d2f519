import { defineField } from '../fieldEntry';

// Of the employer's details, only its name is the applicant's to autocomplete.
export const name = defineField(
  'employer.name',
  'text',
  { rules: ['companyName'] },
  { autoComplete: 'organization' },
);
