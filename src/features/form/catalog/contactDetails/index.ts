// How to reach the applicant and where they live: `contactDetails.*` of the lead. One module per
// field, so a screen's chunk carries the fields it asks and no others.
export { email } from './email';
export { phoneNumber } from './phoneNumber';
export { marketingConsents } from './marketingConsents';
export { postalCode } from './postalCode';
export { province } from './province';
export { city } from './city';
export { municipality } from './municipality';
export { district } from './district';
export { suburb } from './suburb';
export { street } from './street';
export { houseNumber } from './houseNumber';
export { blockNumber } from './blockNumber';
export { floor } from './floor';
export { flatNumber } from './flatNumber';
