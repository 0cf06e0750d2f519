import type { ValidationPatterns } from '../types';
import { defaultValidation, LATIN_LETTERS, textPatterns } from '../validationPatterns';

// Vietnamese adds Latin Extended-B (ơ, ư) and Latin Extended Additional (ạ, ế, ễ, ự ...).
const VIETNAMESE_LETTERS = `${LATIN_LETTERS}Ā-ɏḀ-ỿ`;

/** Vietnam's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  ...textPatterns(VIETNAMESE_LETTERS),
  // Mã bưu chính: six digits.
  postalCode: /^\d{6}$/,
  // Căn cước công dân: twelve digits; the older CMND card has nine.
  personalCode: /^(?:\d{9}|\d{12})$/,
  // Province number and series, then the serial: 30A-123.45, 51F 12345.
  licensePlate: /^\d{2}[A-Z]{1,2}\d?[ -]?\d{3}\.?\d{2}$/i,
};
