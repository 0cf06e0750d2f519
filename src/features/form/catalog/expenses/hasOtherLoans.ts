import { defineField } from '../fieldEntry';

export const hasOtherLoans = defineField('expenses.hasOtherLoans', 'yesNo', {});
