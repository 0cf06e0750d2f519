import { defineField } from '../fieldEntry';

// The countries come from the lead API (`/choices/country`) where a screen gives no list.
export const secondCitizenship = defineField(
  'otherDetails.secondCitizenship',
  'choice',
  { options: [] },
  { optional: true },
);
