import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

/** Spain's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter); the check letter is the dniNie rule.
  personalCode: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/i,
  // Current plates (1234 BCD: four digits, three consonants) and the older provincial ones (M 1234 AB).
  licensePlate: /^(?:\d{4}[ -]?[BCDFGHJKLMNPRSTVWXYZ]{3}|[A-Z]{1,2}[ -]?\d{4}[ -]?[A-Z]{1,2})$/i,
};
