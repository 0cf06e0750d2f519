import { defineField } from '../fieldEntry';

// The loan's limits are the brand's: a screen gives them (`fieldOf(period, { min, max })`).
export const period = defineField('period', 'loan', {});
