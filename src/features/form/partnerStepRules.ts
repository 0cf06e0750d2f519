import { isValidCnp, isValidNip, normalizeId } from './nationalIds';

/**
 * Checks of the partner steps that hold whatever the brand's country: a Romanian partner asks for
 * a CNP and a Polish one for a NIP and an ID card even in a build of another country.
 * validation.ts calls checkPartnerStepRule for them.
 */
export const PARTNER_STEP_RULES = ['cnp', 'nip', 'polishIdCard'] as const;

export type PartnerStepRule = (typeof PARTNER_STEP_RULES)[number];

/** Same shape as validation.ts's FieldError, declared here so the two modules do not import each other. */
interface RuleError {
  key: string;
}

export function isPartnerStepRule(rule: string): rule is PartnerStepRule {
  return (PARTNER_STEP_RULES as readonly string[]).includes(rule);
}

const LETTER_VALUES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ID_CARD_WEIGHTS = [7, 3, 1, 0, 7, 3, 1, 7, 3];

/**
 * Polish ID card (dowód osobisty): three letters and six digits; the first digit checks the rest
 * with weights 7-3-1 (letters count A = 10 … Z = 35).
 */
export function isValidPolishIdCard(value: string): boolean {
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return false;
  const values = Array.from({ length: value.length }, (_, index) =>
    LETTER_VALUES.indexOf(value.charAt(index)),
  );
  const sum = ID_CARD_WEIGHTS.reduce(
    (total, weight, index) => total + weight * (values[index] ?? 0),
    0,
  );
  return sum % 10 === values[3];
}

export function checkPartnerStepRule(rule: PartnerStepRule, text: string): RuleError | null {
  const id = normalizeId(text);
  switch (rule) {
    case 'cnp':
      if (!/^\d{13}$/.test(id)) return { key: 'cnp.format' };
      return isValidCnp(id) ? null : { key: 'cnp.checksum' };
    case 'nip':
      if (!/^\d{10}$/.test(id)) return { key: 'nip.format' };
      return isValidNip(id) ? null : { key: 'nip.checksum' };
    case 'polishIdCard':
      if (!/^[A-Z]{3}\d{6}$/.test(id)) return { key: 'polishIdCard.format' };
      return isValidPolishIdCard(id) ? null : { key: 'polishIdCard.checksum' };
  }
}
