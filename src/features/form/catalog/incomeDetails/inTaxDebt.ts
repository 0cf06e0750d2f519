import { defineField } from '../fieldEntry';

export const inTaxDebt = defineField('incomeDetails.inTaxDebt', 'yesNo', {});
