import { defineField } from '../fieldEntry';

// The loan's limits are the brand's: a screen gives them (`fieldOf(amount, { min, max })`).
export const amount = defineField('amount', 'loan', {});
