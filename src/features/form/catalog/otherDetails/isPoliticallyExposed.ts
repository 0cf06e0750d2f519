import { defineField } from '../fieldEntry';

export const isPoliticallyExposed = defineField('otherDetails.isPoliticallyExposed', 'yesNo', {});
