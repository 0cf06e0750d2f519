import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** Germany's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // Postleitzahl: five digits.
  postalCode: /^\d{5}$/,
  // Personalausweisnummer: nine characters from the ID card's alphabet, optionally its check digit.
  personalCode: /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d?$/i,
  // District, letters, digits, optional E (electric) or H (historic): B-AB 1234, M XY 123E.
  licensePlate: /^[A-ZÄÖÜ]{1,3}[ -][A-Z]{1,2}[ -]?\d{1,4}[EH]?$/i,
};
