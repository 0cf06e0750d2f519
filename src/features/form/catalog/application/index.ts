// The lead's own fields, outside its sections. One module per field, so a screen's chunk carries
// the fields it asks and no others.
export { amount } from './amount';
export { period } from './period';
export { generalPolicies } from './generalPolicies';
export { monthlyPaymentDay } from './monthlyPaymentDay';
