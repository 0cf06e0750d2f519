import { defineField } from '../fieldEntry';

// The countries come from the lead API (`/choices/country`) where a screen gives no list.
export const countryOfBirth = defineField('otherDetails.countryOfBirth', 'choice', {
  options: [],
});
