import {
  birthDateField,
  checkboxField,
  countField,
  dateField,
  moneyField,
  radioField,
  selectField,
  textField,
  yesNoField,
} from '../fieldFactories';
import type { FieldDefinition, FieldRule } from '../fieldTypes';

/** Checks of an identity, tax or document number, in the order they run. */
export type IdRule = Extract<
  FieldRule,
  | 'personalCode'
  | 'dniNie'
  | 'nationalId'
  | 'cnp'
  | 'nip'
  | 'polishIdCard'
  | 'documentNumber'
  | 'taxId'
  | 'taxRegistryCode'
>;

// Numbers of digits only: a phone offers its digit keyboard for them.
const DIGITS_ONLY_IDS: readonly IdRule[] = ['cnp', 'nip'];

/** The props of a kind that takes none: `{}`, and any prop given is refused. */
interface NoProps {
  readonly noProps?: never;
}

/**
 * What each kind of field takes from its entry (and a screen may change with `fieldOf`): typed per
 * kind, so a money field cannot be given options nor a choice a maximum.
 */
export interface KindProps {
  /** Free text, checked by the country's patterns or by code (`rules`); 100 characters unless said. */
  text: { rules?: readonly FieldRule[]; maxLength?: number; inputMode?: 'numeric' };
  /** A phone number of the brand's country, after its prefix; checked by libphonenumber. */
  phone: NoProps;
  email: NoProps;
  /** An amount of money from 0 to `max`; a decimal keyboard unless the screen offers digits. */
  money: { max: number; inputMode?: 'numeric' };
  /** A whole number (people, days, a year), within bounds: the lead API takes an integer. */
  count: { min: number; max: number };
  /**
   * The loan's amount or period, within the brand's limits (a screen gives them). The v3 sliders
   * send it on the brand's grid (dynamicForm/values.ts); a screen that has it typed asks for a
   * whole number where the contract's field is an integer.
   */
  loan: { min?: number; max?: number; wholeNumber?: true };
  /** A date picked in the page's date input, in the past or in the future. */
  date: { rule: 'pastDate' | 'futureDate' };
  /** Day, month and year typed apart, of someone of age. */
  birthDate: NoProps;
  /** One of `options`, as a select or a radio group. */
  choice: { options: readonly string[]; as?: 'select' | 'radio' };
  /** A yes or no the lead keeps as a boolean: a radio pair, or one box ticked for yes. */
  yesNo: { as?: 'radio' | 'checkbox' };
  /** A box to tick: a policy to accept, a consent to give. */
  consent: NoProps;
  /** An identity, tax or document number; numbers of digits only get the digit keyboard. */
  identifier: { rules: readonly IdRule[]; maxLength: number };
  iban: NoProps;
}

export type FieldKind = keyof KindProps;

type KindBuilders = { [K in FieldKind]: (name: string, props: KindProps[K]) => FieldDefinition };

// A kind passes on only the props its entry or screen wrote: a definition holds no undefined key.
const KINDS: KindBuilders = {
  text: (name, props) => textField(name, props),
  phone: (name) => ({
    name,
    control: 'tel',
    autoComplete: 'off',
    inputMode: 'tel',
    rules: ['phone'],
    maxLength: 30,
  }),
  email: (name) => ({
    name,
    control: 'email',
    autoComplete: 'off',
    inputMode: 'email',
    rules: ['email'],
    maxLength: 254,
  }),
  money: (name, { max, ...keyboard }) => moneyField(name, max, keyboard),
  count: (name, { min, max }) => countField(name, min, max),
  loan: (name, props) => ({
    name,
    control: 'number',
    autoComplete: 'off',
    inputMode: 'numeric',
    ...props,
  }),
  date: (name, { rule }) => dateField(name, { rules: [rule] }),
  birthDate: (name) => birthDateField(name),
  choice: (name, { options, as }) =>
    as === 'radio' ? radioField(name, options) : selectField(name, options),
  yesNo: (name, { as }) => (as === 'checkbox' ? checkboxField(name) : yesNoField(name)),
  consent: (name) => checkboxField(name),
  identifier: (name, { rules, maxLength }) =>
    textField(
      name,
      rules.length > 0 && rules.every((rule) => DIGITS_ONLY_IDS.includes(rule))
        ? { rules, maxLength, inputMode: 'numeric' }
        : { rules, maxLength },
    ),
  iban: (name) => textField(name, { rules: ['iban'], maxLength: 42 }),
};

/** The field `name` as its kind defines it with these props (autocomplete off, required). */
export function kindField<K extends FieldKind>(
  kind: K,
  name: string,
  props: KindProps[K],
): FieldDefinition {
  return KINDS[kind](name, props);
}
