import type { ChangeEvent, ReactNode } from 'react';
import type { DraftValue } from '../lead';
import { BirthDateControl } from './BirthDateControl';
import type { ControlComponent, ControlProps } from './controlProps';
import { FieldsetControl } from './FieldsetControl';
import type { FieldControl } from './fieldTypes';

const textOf = (value: DraftValue | undefined) => (typeof value === 'string' ? value : '');

function CheckboxControl({
  field,
  value,
  onChange,
  id,
  label,
  hint,
  errorText,
  invalid,
  describedBy,
}: ControlProps) {
  return (
    <div className={`field field--checkbox${invalid ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={value === true}
        aria-required={field.optional ? undefined : true}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.name, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint}
      {errorText}
    </div>
  );
}

function RadioControl(props: ControlProps) {
  const { field, value, onChange, invalid, describedBy, optionText } = props;
  return (
    <FieldsetControl props={props} modifier="radio" aria-invalid={invalid ? true : undefined}>
      <div className="field__options">
        {field.options?.map((option) => (
          <label key={option} className="choice">
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the rule's table has aria-invalid for radiogroup only; readers announce it on a native radio */}
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={textOf(value) === option}
              autoComplete={field.autoComplete}
              // Each radio says it is invalid, as a screen reader reads a radio; the fieldset's
              // is for styles and older readers (ARIA 1.2 deprecates it on a group).
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(field.name, option)}
            />
            <span>{optionText(option)}</span>
          </label>
        ))}
      </div>
    </FieldsetControl>
  );
}

/** The attributes a select and an input share. */
function commonAttributes({ field, value, onChange, id, invalid, describedBy }: ControlProps) {
  return {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    // Said to screen readers, and what the picture checks before it says a continue saves.
    'aria-required': field.optional ? undefined : true,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field.name, event.target.value),
    value: textOf(value),
  } as const;
}

/** A control with its label above, the hint under the label and the error under the control. */
function LabelledControl({
  props: { id, label, optionalMark, hint, errorText, invalid },
  children,
}: {
  props: ControlProps;
  children: ReactNode;
}) {
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      {hint}
      {children}
      {errorText}
    </div>
  );
}

function SelectControl(props: ControlProps) {
  const { field, optionText, chooseText } = props;
  return (
    <LabelledControl props={props}>
      <select {...commonAttributes(props)}>
        <option value="">{chooseText}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

function InputControl(props: ControlProps) {
  const { field, prefix } = props;
  return (
    <LabelledControl props={props}>
      {prefix ? (
        <div className="field__input-group">
          <span className="field__prefix" id={prefix.id}>
            {prefix.text}
          </span>
          <input
            {...commonAttributes(props)}
            type={field.control}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
          />
        </div>
      ) : (
        <input
          {...commonAttributes(props)}
          type={field.control === 'number' ? 'text' : field.control}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          spellCheck={field.control === 'text' ? false : undefined}
        />
      )}
    </LabelledControl>
  );
}

/** The control of each kind of field, as a form builder's registry: FormField looks it up here. */
export const CONTROLS: Record<FieldControl, ControlComponent> = {
  checkbox: CheckboxControl,
  radio: RadioControl,
  select: SelectControl,
  text: InputControl,
  email: InputControl,
  tel: InputControl,
  number: InputControl,
  date: InputControl,
  birthDate: BirthDateControl,
};
