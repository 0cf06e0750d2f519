import type { ValidationPatterns } from '../types';
import { defaultValidation } from '../validationPatterns';

const POLISH_LETTERS = 'A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż';
// Company names: letters (with Polish ones), digits, ' , . + / - & and space, never at either end a space.
const COMPANY_CHAR = `[${POLISH_LETTERS}0-9',.+/&-]`;
const COMPANY_NAME = new RegExp(
  `^${COMPANY_CHAR}(?:[${POLISH_LETTERS}0-9',.+/& -]*${COMPANY_CHAR})?$`,
);

/** Poland's patterns of section 5 (its `loadValidation`): the default ones with the country's own. */
export const validation: ValidationPatterns = {
  ...defaultValidation,
  // Section 5: two digits, an optional hyphen, three digits (00-950).
  postalCode: /^\d{2}-?\d{3}$/,
  // Section 5: digits followed by optional letters (12, 12A).
  flatNumber: /^\d+[A-Za-z]*$/,
  companyName: COMPANY_NAME,
  pensionPayer: COMPANY_NAME,
  // PESEL: eleven digits; its checksum is a separate rule.
  personalCode: /^\d{11}$/,
  // District code of two or three letters, then four or five characters (WA 12345, KR 1AB23).
  licensePlate: /^[A-Z]{2,3}[ -]?[A-Z0-9]{4,5}$/i,
};
