import { defineField } from '../fieldEntry';

/** Where the applicant's instalments are collected: days 1 to 28 exist in every month. */
export const monthlyPaymentDay = defineField('monthlyPaymentDay', 'count', { min: 1, max: 28 });
