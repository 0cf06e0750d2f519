import type { FieldDefinition } from './fieldTypes';

// Every funnel builds its fields from these, so a control's defaults are the same everywhere.
// `extra` adds to or overrides the defaults (autoComplete 'off' unless the field says otherwise).
type Extra = Partial<FieldDefinition>;

/** Free text, at most 100 characters unless the field says otherwise. */
export const textField = (name: string, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'text',
  autoComplete: 'off',
  maxLength: 100,
  ...extra,
});

export const selectField = (
  name: string,
  options: readonly string[],
  extra: Extra = {},
): FieldDefinition => ({ name, control: 'select', autoComplete: 'off', options, ...extra });

export const radioField = (
  name: string,
  options: readonly string[],
  extra: Extra = {},
): FieldDefinition => ({ name, control: 'radio', autoComplete: 'off', options, ...extra });

/** A yes/no question: a radio pair whose answer the lead stores as a boolean. */
export const yesNoField = (name: string, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'radio',
  autoComplete: 'off',
  options: ['true', 'false'],
  valueType: 'boolean',
  ...extra,
});

export const checkboxField = (name: string, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'checkbox',
  autoComplete: 'off',
  ...extra,
});

/** A whole number of things (people, days), typed on a digit keyboard. */
export const countField = (
  name: string,
  min: number,
  max: number,
  extra: Extra = {},
): FieldDefinition => ({
  name,
  control: 'number',
  autoComplete: 'off',
  inputMode: 'numeric',
  min,
  max,
  wholeNumber: true,
  ...extra,
});

/** An amount of money; the upper bound keeps typos (an extra zero) out. */
export const moneyField = (name: string, max: number, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'number',
  autoComplete: 'off',
  inputMode: 'decimal',
  min: 0,
  max,
  ...extra,
});

export const dateField = (name: string, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'date',
  autoComplete: 'off',
  ...extra,
});

/**
 * A date of birth as three short text fields (day, month, year: the GOV.UK date input), which
 * the lead receives as one ISO date; the applicant must be of age.
 */
export const birthDateField = (name: string, extra: Extra = {}): FieldDefinition => ({
  name,
  control: 'birthDate',
  autoComplete: 'bday',
  rules: ['adultBirthDate'],
  ...extra,
});
