import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** Mexico's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // Código postal: five digits, like Spain's.
  postalCode: /^\d{5}$/,
  // CURP: four letters, birth date, sex (H, M or X), state, three consonants, a character and a check digit.
  personalCode: /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/i,
  // Plates differ by state (ABC-123-D, 123-ABC-4, AB-1234-C): two to four groups of letters and digits.
  licensePlate: /^[A-Z0-9]{2,4}(?:[ -]?[A-Z0-9]{1,4}){1,2}$/i,
};
