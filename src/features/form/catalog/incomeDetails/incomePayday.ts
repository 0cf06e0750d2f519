import { defineField } from '../fieldEntry';

export const incomePayday = defineField('incomeDetails.incomePayday', 'count', { min: 1, max: 31 });
