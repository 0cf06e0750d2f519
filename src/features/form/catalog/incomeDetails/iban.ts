import { defineField } from '../fieldEntry';

export const iban = defineField('incomeDetails.iban', 'iban', {});
