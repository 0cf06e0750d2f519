import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** Colombia's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // Código postal: six digits (department, zone, district).
  postalCode: /^\d{6}$/,
  // Cédula de ciudadanía: six to ten digits.
  personalCode: /^\d{6,10}$/,
  // Cars ABC 123, motorcycles ABC 12D.
  licensePlate: /^[A-Z]{3}[ -]?\d{2}[A-Z0-9]$/i,
};
