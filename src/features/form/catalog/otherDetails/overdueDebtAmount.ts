import { defineField } from '../fieldEntry';

// Section 9: the overdue debt is at most 1000.
export const overdueDebtAmount = defineField('otherDetails.overdueDebtAmount', 'money', {
  max: 1000,
});
