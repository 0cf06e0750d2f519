import { defineField } from '../fieldEntry';

export const jobArea = defineField('incomeDetails.jobArea', 'choice', {
  options: [
    'ADMINISTRATION',
    'SALES',
    'CUSTOMER_SERVICE',
    'PRODUCTION',
    'LOGISTICS',
    'TECHNOLOGY',
    'HEALTHCARE',
    'EDUCATION',
    'SECURITY',
    'CLEANING',
    'MANAGEMENT',
    'OTHER',
  ],
});
