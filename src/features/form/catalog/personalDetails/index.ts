// The applicant: `personalDetails.*` of the lead. One module per field, so a screen's chunk carries
// the fields it asks and no others.
export { firstName } from './firstName';
export { middleName } from './middleName';
export { lastName } from './lastName';
export { secondLastName } from './secondLastName';
export { gender } from './gender';
export { dateOfBirth } from './dateOfBirth';
export { personalCode } from './personalCode';
