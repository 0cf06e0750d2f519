import type { FieldDefinition } from '../../../../../src/features/form';

/** What an applicant's browser and a screen reader see of a control. */
export interface ControlShape {
  name: string;
  /** An input's type, or `select`. */
  type: string;
  autocomplete: string | null;
  inputmode: string | null;
}

export function shapeOf(control: HTMLInputElement | HTMLSelectElement): ControlShape {
  return {
    name: control.name,
    type: control instanceof HTMLSelectElement ? 'select' : control.type,
    autocomplete: control.getAttribute('autocomplete'),
    inputmode: control.getAttribute('inputmode'),
  };
}

/** Every named control a screen renders, but the loan calculator's sliders (RangeField's own). */
export function namedControlsIn(container: HTMLElement): (HTMLInputElement | HTMLSelectElement)[] {
  return [
    ...container.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input[name], select[name]',
    ),
  ].filter((control) => control.type !== 'range');
}

/**
 * The shape of control `name` of `field`, as the field kit draws it: a number is typed in a text
 * input (the decimal comma), a date of birth in three parts, a box carries no autocomplete token.
 */
export function expectedShape(field: FieldDefinition, name: string): ControlShape {
  if (field.control === 'birthDate') {
    const part = name.slice(field.name.length + 1);
    const autocomplete = field.autoComplete === 'bday' ? `bday-${part}` : field.autoComplete;
    return { name, type: 'text', autocomplete, inputmode: 'numeric' };
  }
  return {
    name,
    type: field.control === 'number' ? 'text' : field.control,
    autocomplete: field.control === 'checkbox' ? null : field.autoComplete,
    inputmode: field.inputMode ?? null,
  };
}
