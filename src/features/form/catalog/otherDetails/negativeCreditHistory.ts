import { defineField } from '../fieldEntry';

export const negativeCreditHistory = defineField('otherDetails.negativeCreditHistory', 'yesNo', {});
