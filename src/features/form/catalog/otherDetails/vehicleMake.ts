import { defineField } from '../fieldEntry';

// Makes and models come from the catalogue the vehicle step loads: no options here.
export const vehicleMake = defineField('otherDetails.vehicleMake', 'choice', { options: [] });
