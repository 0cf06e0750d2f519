import { defineField } from '../fieldEntry';

export const usingOnlineBanking = defineField('incomeDetails.usingOnlineBanking', 'yesNo', {});
