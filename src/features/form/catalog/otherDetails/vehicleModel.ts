import { defineField } from '../fieldEntry';

// Makes and models come from the catalogue the vehicle step loads: no options here.
export const vehicleModel = defineField('otherDetails.vehicleModel', 'choice', { options: [] });
