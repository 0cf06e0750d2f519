import { defineField } from '../fieldEntry';

export const ibanConsent = defineField('otherDetails.ibanConsent', 'yesNo', {});
