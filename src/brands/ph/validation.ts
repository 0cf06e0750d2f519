import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** The Philippines' patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // ZIP code: four digits.
  postalCode: /^\d{4}$/,
  // TIN: nine digits, optionally a three-digit branch code, grouped by hyphens (123-456-789-000).
  personalCode: /^\d{3}-?\d{3}-?\d{3}(?:-?\d{3})?$/,
  // Three letters and three or four digits (ABC 1234); motorcycles 123 ABC.
  licensePlate: /^(?:[A-Z]{3}[ -]?\d{3,4}|\d{3}[ -]?[A-Z]{3})$/i,
};
