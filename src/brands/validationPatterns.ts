import type { ValidationPatterns } from './types';

/**
 * Section 5's patterns, shared by the countries' `validation.ts` modules. They are loaded with
 * the later steps (a country's `loadValidation`), never with the first screen, which checks only
 * the amount and the period. Letters include the Latin-1 and Latin Extended-A ranges so Spanish,
 * Polish, Romanian and German names pass with one pattern; Vietnam widens them
 * (vn/validation.ts).
 */
export const LATIN_LETTERS = 'A-Za-zÀ-ÖØ-öø-žȘșȚț';

/** The text patterns of section 5 (names, job title, address parts, company) over a set of letters. */
export function textPatterns(letter: string) {
  const letters = `[${letter}]+`;
  return {
    name: new RegExp(`^${letters}(?:[ -]${letters})*$`),
    jobTitle: new RegExp(`^(?:${letters}|[${letter}0-9]+(?:[ .-]+[${letter}0-9]+)*\\.?)$`),
    street: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'ºª/-]*[${letter}0-9.ºª])?$`),
    houseNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 /-]*[${letter}0-9])?$`),
    flatNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 ºª/-]*[${letter}0-9ºª])?$`),
    blockNumber: new RegExp(`^[${letter}0-9](?:[${letter}0-9 /-]*[${letter}0-9])?$`),
    locality: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'()-]*[${letter}0-9.)])?$`),
    companyName: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'&+/-]*[${letter}0-9.])?$`),
    pensionPayer: new RegExp(`^[${letter}0-9](?:[${letter}0-9 .,'&+/-]*[${letter}0-9.])?$`),
  } satisfies Partial<ValidationPatterns>;
}

/** Letters and digits in two to four groups: for countries where no brand asks for a plate yet. */
export const GENERIC_LICENSE_PLATE = /^[A-Z0-9]{1,4}(?:[ -]?[A-Z0-9]{1,5}){1,3}$/i;

/** Section 5's default (Spain) patterns; the personal code here is only "letters and digits". */
export const defaultValidation: ValidationPatterns = {
  ...textPatterns(LATIN_LETTERS),
  postalCode: /^\d{5}$/,
  email:
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
  personalCode: /^[A-Z0-9]{5,20}$/i,
  licensePlate: GENERIC_LICENSE_PLATE,
};
