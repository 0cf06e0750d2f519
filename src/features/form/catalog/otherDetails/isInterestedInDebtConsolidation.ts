import { defineField } from '../fieldEntry';

export const isInterestedInDebtConsolidation = defineField(
  'otherDetails.isInterestedInDebtConsolidation',
  'yesNo',
  {},
  { optional: true },
);
