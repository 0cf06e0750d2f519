// The applicant's employer: `employer.*` of the lead. One module per field, so a screen's chunk
// carries the fields it asks and no others.
export { name } from './name';
export { taxRegistryCode } from './taxRegistryCode';
export { postalCode } from './postalCode';
export { province } from './province';
export { city } from './city';
export { street } from './street';
export { houseNumber } from './houseNumber';
