import { defineField } from '../fieldEntry';

export const idCardIssuedAuthority = defineField('otherDetails.idCardIssuedAuthority', 'text', {
  rules: ['companyName'],
});
