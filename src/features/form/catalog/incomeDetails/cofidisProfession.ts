import { defineField } from '../fieldEntry';

/** A partner's own list of professions: the screen gives the options it fetched. */
export const cofidisProfession = defineField('incomeDetails.cofidisProfession', 'choice', {
  options: [],
});
