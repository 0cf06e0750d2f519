import { defineField } from '../fieldEntry';

export const email = defineField('contactDetails.email', 'email', {}, { autoComplete: 'email' });
