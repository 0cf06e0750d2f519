import {
  getCountryCallingCode,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
// The build's country only (build/phoneMetadata.ts); unit tests get every country's.
import buildMetadata from 'virtual:phone-metadata';

/** libphonenumber-js's parse results (specification section 8), plus a number that parses but is not valid. */
export type PhoneProblem =
  'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * Section 9's phone limits. They are libphonenumber-js's own constants (it applies the national
 * ones while parsing); the input length is checked here first so a huge paste is refused cheaply.
 */
export const PHONE_LIMITS = {
  minNationalNumberLength: 2,
  maxNationalNumberLength: 17,
  maxInputLength: 250,
  maxCallingCodeLength: 3,
} as const;

const PARSE_CODES = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'] as const;

/**
 * The phone check with the countries `metadata` knows. It checks a number typed for the brand's
 * country (nationally, or with that country's + code) and normalises it to E.164. A valid number
 * of another country is INVALID_COUNTRY: lenders of a brand reach applicants on their own
 * country's numbers.
 */
export function phoneCheckWith(metadata: MetadataJson) {
  return (text: string, country: string): PhoneCheck => {
    if (text.length > PHONE_LIMITS.maxInputLength) return { ok: false, problem: 'TOO_LONG' };
    const countryCode = country as CountryCode;
    const lengthProblem = validatePhoneNumberLength(text, countryCode, metadata);
    if (lengthProblem !== undefined) return { ok: false, problem: lengthProblem };
    try {
      const parsed = parsePhoneNumberWithError(text, countryCode, metadata);
      if (parsed.countryCallingCode !== getCountryCallingCode(countryCode, metadata))
        return { ok: false, problem: 'INVALID_COUNTRY' };
      return parsed.isValid()
        ? { ok: true, e164: parsed.number }
        : { ok: false, problem: 'INVALID' };
    } catch (error: unknown) {
      const code = error instanceof ParseError ? error.message : '';
      const known = PARSE_CODES.find((candidate) => candidate === code);
      return { ok: false, problem: known ?? 'NOT_A_NUMBER' };
    }
  };
}

/** The phone check of this build: numbers of the brand's country. */
export const checkPhoneNumber = phoneCheckWith(buildMetadata);
