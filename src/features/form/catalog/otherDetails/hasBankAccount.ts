import { defineField } from '../fieldEntry';

export const hasBankAccount = defineField('otherDetails.hasBankAccount', 'yesNo', {});
