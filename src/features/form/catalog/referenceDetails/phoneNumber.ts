import { defineField } from '../fieldEntry';

// Someone else's number: the browser has nothing of the applicant's to offer.
export const phoneNumber = defineField('referenceDetails.phoneNumber', 'phone', {});
