import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** Romania's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // Cod poștal: six digits.
  postalCode: /^\d{6}$/,
  // CNP: thirteen digits, the first (sex and century) never 0; its checksum is a separate rule.
  personalCode: /^[1-9]\d{12}$/,
  // County code, two or three digits, three letters: B 123 ABC, CJ 12 XYZ.
  licensePlate: /^[A-Z]{1,2}[ -]?\d{2,3}[ -]?[A-Z]{3}$/i,
};
