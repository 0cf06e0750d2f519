import { defineField } from '../fieldEntry';

/** The country's own check (nationalId); the classic steps take the brand's rules instead. */
export const personalCode = defineField('personalDetails.personalCode', 'identifier', {
  rules: ['nationalId'],
  maxLength: 20,
});
