import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTROLS } from '../../../../src/features/form/controls';
import type { ControlProps } from '../../../../src/features/form/controlProps';

/** A required radio group as FormField hands it over, invalid or not. */
function radioGroup(invalid: boolean): ControlProps {
  return {
    field: {
      name: 'incomeDetails.salaryCycle',
      control: 'radio',
      options: ['MONTHLY', 'WEEKLY'],
      autoComplete: 'off',
    },
    value: undefined,
    onChange: () => undefined,
    id: 'field-incomeDetails.salaryCycle',
    label: 'How often are you paid?',
    optionalMark: '',
    hint: null,
    errorText: invalid ? <p id="field-error">Choose one.</p> : null,
    invalid,
    describedBy: invalid ? 'field-error' : undefined,
    errorId: invalid ? 'field-error' : undefined,
    prefix: undefined,
    optionText: (option) => option.toLowerCase(),
    chooseText: 'Choose',
    invalidParts: undefined,
  };
}

describe('an invalid radio group', () => {
  it('marks each radio invalid, as a screen reader reads a radio, and none once it is valid', () => {
    const Radio = CONTROLS.radio;
    const { rerender } = render(<Radio {...radioGroup(true)} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio.getAttribute('aria-invalid')).toBe('true');

    rerender(<Radio {...radioGroup(false)} />);
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.hasAttribute('aria-invalid')).toBe(false);
  });
});
