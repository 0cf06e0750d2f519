import { defineField } from '../fieldEntry';

export const numberOfDependantsOther = defineField(
  'otherDetails.numberOfDependantsOther',
  'count',
  { min: 0, max: 20 },
);
