import { defineField } from '../fieldEntry';

export const inContributionDebt = defineField('incomeDetails.inContributionDebt', 'yesNo', {});
