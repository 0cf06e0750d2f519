import { defineField } from '../fieldEntry';

export const trialPeriod = defineField('incomeDetails.trialPeriod', 'yesNo', {});
