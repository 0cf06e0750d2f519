import { defineField } from '../fieldEntry';

export const economicActivity = defineField('incomeDetails.economicActivity', 'choice', {
  options: [
    'AGRICULTURE',
    'MANUFACTURING',
    'CONSTRUCTION',
    'TRADE',
    'TRANSPORT',
    'HOSPITALITY',
    'INFORMATION_TECHNOLOGY',
    'FINANCE',
    'PUBLIC_ADMINISTRATION',
    'EDUCATION',
    'HEALTH',
    'OTHER',
  ],
});
