import { defineField } from '../fieldEntry';

export const idCardIssuedAt = defineField('otherDetails.idCardIssuedAt', 'date', {
  rule: 'pastDate',
});
