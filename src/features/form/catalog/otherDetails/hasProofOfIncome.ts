import { defineField } from '../fieldEntry';

export const hasProofOfIncome = defineField('otherDetails.hasProofOfIncome', 'yesNo', {});
