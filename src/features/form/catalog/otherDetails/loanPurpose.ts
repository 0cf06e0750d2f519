import { defineField } from '../fieldEntry';

export const loanPurpose = defineField('otherDetails.loanPurpose', 'choice', {
  options: [
    'EVERYDAY_EXPENSES',
    'CAR',
    'HOME_IMPROVEMENT',
    'HEALTH',
    'EDUCATION',
    'TRAVEL',
    'DEBT_CONSOLIDATION',
    'OTHER',
  ],
});
