import {
  validatePhoneNumberLength,
  parsePhoneNumberWithError,
  ParseError,
  type CountryCode,
} from 'libphonenumber-js/min';

/** libphonenumber-js's parse results (specification section 8), plus a number that parses but is not valid. */
export type PhoneProblem =
  'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

const PARSE_CODES = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'] as const;

/** Checks a number typed in the brand's country (or with its own + prefix) and normalises it to E.164. */
export function checkPhoneNumber(text: string, country: string): PhoneCheck {
  const countryCode = country as CountryCode;
  const lengthProblem = validatePhoneNumberLength(text, countryCode);
  if (lengthProblem !== undefined) return { ok: false, problem: lengthProblem };
  try {
    const parsed = parsePhoneNumberWithError(text, countryCode);
    return parsed.isValid() ? { ok: true, e164: parsed.number } : { ok: false, problem: 'INVALID' };
  } catch (error: unknown) {
    const code = error instanceof ParseError ? error.message : '';
    const known = PARSE_CODES.find((candidate) => candidate === code);
    return { ok: false, problem: known ?? 'NOT_A_NUMBER' };
  }
}
