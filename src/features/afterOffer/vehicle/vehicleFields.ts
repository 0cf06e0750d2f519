import { otherDetails } from '../../form';

export const MAKE = otherDetails.vehicleMake.name;
export const MODEL = otherDetails.vehicleModel.name;

/** The vehicle step's questions: make and model from the look-up, the year, the plate. */
export const VEHICLE_FIELDS = [
  otherDetails.vehicleMake.field,
  otherDetails.vehicleModel.field,
  otherDetails.vehicleYear.field,
  otherDetails.vehicleLicensePlateNumber.field,
];
