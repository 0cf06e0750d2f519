/**
 * Checksums of national identifiers, as each issuing authority defines them. Pure functions of the
 * text: callers upper-case and strip spaces first (normalizeId).
 */

/** Upper case, without spaces, dots or hyphens, as people often type identifiers. */
export function normalizeId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The digits of an ASCII digit string (callers check the pattern first). */
const digitsOf = (text: string) =>
  Array.from({ length: text.length }, (_, index) => Number(text.charAt(index)));

/** Poland's PESEL: 11 digits, a birth date with the century in the month, weights 1-3-7-9. */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = digitsOf(value);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return false;
  const rawMonth = Number(value.slice(2, 4));
  const centuries: [number, number][] = [
    [80, 1800],
    [0, 1900],
    [20, 2000],
    [40, 2100],
    [60, 2200],
  ];
  const century = centuries.find(([offset]) => rawMonth > offset && rawMonth <= offset + 12);
  if (!century) return false;
  return isRealDate(
    century[1] + Number(value.slice(0, 2)),
    rawMonth - century[0],
    Number(value.slice(4, 6)),
  );
}

/** Romania's CNP: 13 digits (sex/century, birth date, county, serial, check), weights 279146358279. */
export function isValidCnp(value: string): boolean {
  if (!/^[1-9]\d{12}$/.test(value)) return false;
  const digits = digitsOf(value);
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = sum % 11 === 10 ? 1 : sum % 11;
  if (check !== digits[12]) return false;
  const sex = digits[0] ?? 0;
  const county = Number(value.slice(7, 9));
  if (county < 1 || (county > 48 && county !== 51 && county !== 52)) return false;
  const [year, month, day] = [
    Number(value.slice(1, 3)),
    Number(value.slice(3, 5)),
    Number(value.slice(5, 7)),
  ];
  // 7 and 8 are foreign residents and 9 foreigners: their century is not encoded.
  if (sex >= 7) return isRealDate(1900 + year, month, day) || isRealDate(2000 + year, month, day);
  const century = sex <= 2 ? 1900 : sex <= 4 ? 1800 : 2000;
  return isRealDate(century + year, month, day);
}

const CURP_STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP_PATTERN = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])[HMX](?:${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\\d$`,
);
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Mexico's CURP: 18 characters and RENAPO's check digit over the first 17. */
export function isValidCurp(value: string): boolean {
  if (!CURP_PATTERN.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1)
    sum += CURP_ALPHABET.indexOf(value.charAt(index)) * (18 - index);
  if ((10 - (sum % 10)) % 10 !== Number(value.charAt(17))) return false;
  // The 17th character tells the century: a digit before 2000, a letter from 2000.
  const century = /\d/.test(value.charAt(16)) ? 1900 : 2000;
  return isRealDate(
    century + Number(value.slice(4, 6)),
    Number(value.slice(6, 8)),
    Number(value.slice(8, 10)),
  );
}

/** Poland's NIP (tax number): 10 digits, weights 6-5-7-2-3-4-5-6-7, mod 11. */
export function isValidNip(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check =
    weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0) % 11;
  return check !== 10 && check === digits[9];
}

/** Spain's CIF (company tax code): a letter, 7 digits and a control digit or letter. */
export function isValidCif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind = '', body = '', control = ''] = match;
  let sum = 0;
  digitsOf(body).forEach((digit, index) => {
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const digit = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'.charAt(digit);
  if ('PQRSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** Romania's CUI (company code): up to 10 digits, the last a check over the key 753217532. */
export function isValidCui(value: string): boolean {
  if (!/^[1-9]\d{1,9}$/.test(value)) return false;
  const digits = digitsOf(value);
  const check = digits.pop();
  const key = digitsOf('753217532').slice(-digits.length);
  const sum = digits.reduce((total, digit, index) => total + digit * (key[index] ?? 0), 0);
  return ((sum * 10) % 11) % 10 === check;
}

/** Mexico's RFC: 4 letters for a person (3 for a company), a YYMMDD date and a 3-character homoclave. */
export function isValidRfc(value: string, holder: 'person' | 'company'): boolean {
  const letters = holder === 'person' ? 4 : 3;
  const match = new RegExp(`^[A-ZÑ&]{${letters}}(\\d{2})(\\d{2})(\\d{2})[A-Z\\d]{3}$`).exec(value);
  if (!match) return false;
  const [, yy = '', mm = '', dd = ''] = match;
  return (
    isRealDate(2000 + Number(yy), Number(mm), Number(dd)) ||
    isRealDate(1900 + Number(yy), Number(mm), Number(dd))
  );
}

/** IBAN lengths of ISO 13616's registry for the markets this product serves and their neighbours. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

export type IbanProblem = 'format' | 'length' | 'checksum';

/** An IBAN by ISO 13616: country, check digits and account, mod 97 of the rearranged number is 1. */
export function ibanProblem(value: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return 'format';
  const expected = IBAN_LENGTHS[value.slice(0, 2)];
  if (expected !== undefined && value.length !== expected) return 'length';
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'checksum';
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI/NIE check letter: the number (NIE prefix X/Y/Z as 0/1/2) modulo 23. */
export function isValidDniNie(value: string): boolean {
  const normalized = value.toUpperCase();
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(normalized);
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  if (digits.length !== (prefix ? 7 : 8)) return false;
  const base = Number(prefix ? `${'XYZ'.indexOf(prefix)}${digits}` : digits);
  return DNI_LETTERS[base % 23] === letter;
}
