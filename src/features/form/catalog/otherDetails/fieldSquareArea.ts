import { defineField } from '../fieldEntry';
import { MONEY_MAX } from '../money';

export const fieldSquareArea = defineField('otherDetails.fieldSquareArea', 'money', {
  max: MONEY_MAX,
});
