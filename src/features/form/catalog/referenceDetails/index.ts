// Someone who knows the applicant: `referenceDetails.*` of the lead. One module per field, so a
// screen's chunk carries the fields it asks and no others.
export { type } from './type';
export { name } from './name';
export { phoneNumber } from './phoneNumber';
