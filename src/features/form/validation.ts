import type { ValidatingConfig } from './validatingConfig';
import { checkPartnerStepRule, isPartnerStepRule } from './partnerStepRules';
import { checkExtraRule, isExtraRule } from './extraRules';
import { checkDateParts, datePartOrder, isoOfDraft } from './birthDate';
import type { DatePart, FieldDefinition, FieldRule } from './fieldTypes';
import type { DraftValue, DraftValues } from '../lead';
import { isValidDniNie } from './nationalIds';

/** A translation key under `errors>` plus interpolation values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
  /** The parts of a date of birth to correct, in the locale's order (the summary links to the first). */
  parts?: readonly DatePart[];
}

// The national identifier checksums live together in nationalIds.ts; this name stays importable here.
export { isValidDniNie } from './nationalIds';

function ageOn(birthDate: Date, today: Date): number {
  let age = today.getFullYear() - birthDate.getFullYear();
  const beforeBirthday =
    today.getMonth() < birthDate.getMonth() ||
    (today.getMonth() === birthDate.getMonth() && today.getDate() < birthDate.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

function checkRule(
  rule: FieldRule,
  value: string,
  config: ValidatingConfig,
  today: Date,
): FieldError | null {
  switch (rule) {
    case 'phone': {
      // A caller that checks a phone asks useValidatingConfig for it with the fields.
      if (!config.checkPhone) throw new Error('A phone rule is checked without the phone check');
      const result = config.checkPhone(value, config.phoneCountry);
      return result.ok ? null : { key: `phone.${result.problem}` };
    }
    case 'adultBirthDate': {
      const date = new Date(`${value}T00:00:00`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()))
        return { key: 'date' };
      // Date rolls 1990-02-30 over to 2 March: a date that does not exist is not a birth date.
      if (
        date.getMonth() + 1 !== Number(value.slice(5, 7)) ||
        date.getDate() !== Number(value.slice(8, 10))
      ) {
        return { key: 'date' };
      }
      const age = ageOn(date, today);
      if (age < 18) return { key: 'tooYoung', values: { min: 18 } };
      if (age > 100) return { key: 'tooOld', values: { max: 100 } };
      return null;
    }
    case 'dniNie':
      return isValidDniNie(value) ? null : { key: 'pattern.dniNie' };
    default:
      // Rules of the dynamic (v3) form's questions: national ids, IBAN, dates (extraRules.ts).
      if (isExtraRule(rule)) return checkExtraRule(rule, value, config, today);
      // Partner steps' identifiers of a fixed country: CNP, NIP, Polish ID card (partnerSteps).
      if (isPartnerStepRule(rule)) return checkPartnerStepRule(rule, value);
      return config.validation[rule].test(value) ? null : { key: `pattern.${rule}` };
  }
}

function isEmpty(value: DraftValue | undefined): boolean {
  return (
    value === undefined || value === false || (typeof value === 'string' && value.trim() === '')
  );
}

/** The first problem with one field's value, or null when it is fine. */
export function validateField(
  field: FieldDefinition,
  value: DraftValue | undefined,
  config: ValidatingConfig,
  today: Date = new Date(),
): FieldError | null {
  if (field.control === 'birthDate') return validateBirthDate(field, value, config, today);
  if (isEmpty(value))
    return field.optional
      ? null
      : { key: field.control === 'checkbox' ? 'mustAccept' : 'required' };
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (field.control === 'number') {
    // A decimal comma (Spanish "1200,50") is a number too; toLeadPatch converts it the same way.
    const number = Number(text.replace(',', '.'));
    if (!/^-?\d+(?:[.,]\d+)?$/.test(text) || !Number.isFinite(number)) return { key: 'number' };
    if (field.wholeNumber && !Number.isInteger(number)) return { key: 'wholeNumber' };
    if (field.min !== undefined && number < field.min)
      return { key: 'min', values: { min: field.min } };
    if (field.max !== undefined && number > field.max)
      return { key: 'max', values: { max: field.max } };
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return { key: 'maxLength', values: { max: field.maxLength } };
  }
  for (const rule of field.rules ?? []) {
    const error = checkRule(rule, text, config, today);
    if (error) return error;
  }
  return null;
}

/**
 * A date of birth typed in three parts: the parts' own checks first, then the field's rules
 * (adultBirthDate) on the ISO date they make; a problem of the whole date names all its parts.
 */
function validateBirthDate(
  field: FieldDefinition,
  value: DraftValue | undefined,
  config: ValidatingConfig,
  today: Date,
): FieldError | null {
  const order = datePartOrder(config.intlLocale);
  const partsError = checkDateParts(value, order);
  if (partsError?.key === 'birthDate.required' && field.optional) return null;
  if (partsError) return partsError;
  const iso = isoOfDraft(value) ?? '';
  for (const rule of field.rules ?? []) {
    const error = checkRule(rule, iso, config, today);
    if (error) return { ...error, parts: order };
  }
  return null;
}

/** Every field's problem, keyed by field name, in the order of the fields. */
export function validateFields(
  fields: readonly FieldDefinition[],
  values: DraftValues,
  config: ValidatingConfig,
  today?: Date,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.name], config, today);
    if (error) errors[field.name] = error;
  }
  return errors;
}
