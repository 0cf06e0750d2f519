import type { ValidationPatterns } from '../../brands/types';
import type { PartnerStepRule } from './partnerStepRules';
import type { ExtraRule } from './extraRules';

export type FieldControl =
  'text' | 'email' | 'tel' | 'number' | 'date' | 'birthDate' | 'select' | 'radio' | 'checkbox';

/** The three text fields of a date of birth, named `<field path>.day`, `.month` and `.year`. */
export type DatePart = 'day' | 'month' | 'year';

/** A rule beyond "required": a brand pattern, or a check that needs code (phone, age, checksum). */
export type FieldRule =
  keyof ValidationPatterns | 'phone' | 'adultBirthDate' | 'dniNie' | ExtraRule | PartnerStepRule;

export interface FieldDefinition {
  /** The lead field path, used as the control's `name`, e.g. `personalDetails.firstName`. */
  name: string;
  control: FieldControl;
  autoComplete: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  /** Values of a select or radio group; labels come from translations. */
  options?: readonly string[];
  rules?: readonly FieldRule[];
  optional?: boolean;
  min?: number;
  max?: number;
  /** A count (people, days, a year): the lead API takes an integer, so `2,5` is refused here. */
  wholeNumber?: true;
  maxLength?: number;
  /** A radio group of 'true' / 'false' whose answer the lead stores as a boolean. */
  valueType?: 'boolean';
}
