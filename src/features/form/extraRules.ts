import type { ValidatingConfig } from './validatingConfig';
import {
  ibanProblem,
  isValidCif,
  isValidCnp,
  isValidCui,
  isValidCurp,
  isValidDniNie,
  isValidNip,
  isValidPesel,
  isValidRfc,
  normalizeId,
} from './nationalIds';

/**
 * Rules that need code beyond a brand pattern, used by the dynamic (v3) form's questions.
 * validation.ts calls checkExtraRule for them; each returns an `errors>` translation key.
 */
export const EXTRA_RULES = [
  'nationalId',
  'iban',
  'taxId',
  'taxRegistryCode',
  'documentNumber',
  'pastDate',
  'futureDate',
] as const;

export type ExtraRule = (typeof EXTRA_RULES)[number];

/** Same shape as validation.ts's FieldError, declared here so the two modules do not import each other. */
interface RuleError {
  key: string;
  values?: Record<string, string | number>;
}

export function isExtraRule(rule: string): rule is ExtraRule {
  return (EXTRA_RULES as readonly string[]).includes(rule);
}

/** The national personal code of the brand's country, by its real checksum where it has one. */
function checkNationalId(text: string, config: ValidatingConfig): RuleError | null {
  const id = normalizeId(text);
  const valid: Partial<Record<string, (value: string) => boolean>> = {
    es: isValidDniNie,
    pl: isValidPesel,
    ro: isValidCnp,
    mx: isValidCurp,
  };
  const check = valid[config.country];
  if (check) return check(id) ? null : { key: `nationalId.${config.country}` };
  return config.validation.personalCode.test(text.trim()) ? null : { key: 'pattern.personalCode' };
}

/** A person's tax number: Spain's NIF is the DNI/NIE, Poland's NIP, Romania's CNP, Mexico's RFC. */
function checkTaxId(text: string, config: ValidatingConfig): RuleError | null {
  const id = normalizeId(text);
  const byCountry: Partial<Record<string, (value: string) => boolean>> = {
    es: isValidDniNie,
    pl: isValidNip,
    ro: isValidCnp,
    mx: (value) => isValidRfc(value, 'person'),
    // The Philippine TIN: 9 digits, or 12 with the branch code.
    ph: (value) => /^(?:\d{9}|\d{12})$/.test(value),
  };
  const check = byCountry[config.country] ?? ((value: string) => /^[A-Z0-9]{5,20}$/.test(value));
  return check(id) ? null : { key: 'taxId' };
}

/** A company's tax registry code: Spain's CIF, Poland's NIP, Romania's CUI, Mexico's company RFC. */
function checkTaxRegistryCode(text: string, config: ValidatingConfig): RuleError | null {
  const id = normalizeId(text).replace(/^RO/, '');
  const byCountry: Partial<Record<string, (value: string) => boolean>> = {
    es: isValidCif,
    pl: isValidNip,
    ro: isValidCui,
    mx: (value) => isValidRfc(value, 'company'),
  };
  const check = byCountry[config.country] ?? ((value: string) => /^[A-Z0-9]{5,20}$/.test(value));
  return check(id) ? null : { key: 'taxRegistryCode' };
}

function parseDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  if (
    date.getMonth() + 1 !== Number(value.slice(5, 7)) ||
    date.getDate() !== Number(value.slice(8, 10))
  )
    return null;
  return date;
}

function startOfDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate());
}

export function checkExtraRule(
  rule: ExtraRule,
  text: string,
  config: ValidatingConfig,
  today: Date,
): RuleError | null {
  switch (rule) {
    case 'nationalId':
      return checkNationalId(text, config);
    case 'iban': {
      const problem = ibanProblem(normalizeId(text));
      return problem === null ? null : { key: `iban.${problem}` };
    }
    case 'taxId':
      return checkTaxId(text, config);
    case 'taxRegistryCode':
      return checkTaxRegistryCode(text, config);
    case 'documentNumber':
      return /^[A-Z0-9]{4,20}$/.test(normalizeId(text)) ? null : { key: 'documentNumber' };
    case 'pastDate': {
      const date = parseDate(text);
      if (!date) return { key: 'date' };
      return date > startOfDay(today) ? { key: 'dateInFuture' } : null;
    }
    case 'futureDate': {
      const date = parseDate(text);
      if (!date) return { key: 'date' };
      return date < startOfDay(today) ? { key: 'dateInPast' } : null;
    }
  }
}
