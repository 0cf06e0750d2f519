import { defineField } from '../fieldEntry';

export const connectedToPep = defineField('otherDetails.connectedToPep', 'yesNo', {});
