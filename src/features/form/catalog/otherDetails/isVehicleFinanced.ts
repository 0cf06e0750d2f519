import { defineField } from '../fieldEntry';

export const isVehicleFinanced = defineField('otherDetails.isVehicleFinanced', 'yesNo', {});
