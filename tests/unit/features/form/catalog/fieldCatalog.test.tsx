import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField, type FieldDefinition } from '../../../../../src/features/form';
import { renderWithProviders } from '../../../testUtils';
import { CATALOG_ENTRIES } from './catalogEntries';
import { expectedShape, renderedControls, shapeOf } from './controlShape';

const ignore = () => undefined;

describe('the field catalog', () => {
  it('holds one entry per field path, each named by its path', () => {
    const names = CATALOG_ENTRIES.map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const entry of CATALOG_ENTRIES) {
      expect(entry.field.name, entry.name).toBe(entry.name);
      expect(entry.field.autoComplete, entry.name).toBe(entry.autoComplete);
      expect(entry.labelKey, entry.name).toBe(`fields>${entry.name}>label`);
    }
  });

  // One case per entry, as cal.com's form builder loops one per field type.
  it.each(CATALOG_ENTRIES.map((entry) => [entry.name, entry] as const))(
    '%s renders with its name, type, autocomplete token and keyboard',
    (_name, entry) => {
      const { container } = renderWithProviders(
        <FormField field={entry.field} value={undefined} error={undefined} onChange={ignore} />,
      );
      const controls = renderedControls(container);
      expect(controls.length, entry.name).toBeGreaterThan(0);
      for (const control of controls)
        expect(shapeOf(control)).toEqual(expectedShape(entry.field, control.name));
    },
  );
});

describe('a field of a control the registry does not know', () => {
  it('is a labelled text input that keeps its answer, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onChange = vi.fn();
    // A definition from data newer than this code: its control is not a FieldControl.
    const signature = {
      name: 'otherDetails.signature',
      control: 'signature',
      autoComplete: 'off',
    } as unknown as FieldDefinition;
    const { user } = renderWithProviders(
      <FormField field={signature} value="Ana" error={undefined} onChange={onChange} />,
    );
    const input = await screen.findByRole('textbox');
    expect(input.getAttribute('name')).toBe('otherDetails.signature');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('id')).toBe('field-otherDetails-signature');
    expect(document.querySelector('label[for="field-otherDetails-signature"]')).not.toBeNull();
    await user.type(input, 'R');
    expect(onChange).toHaveBeenLastCalledWith('otherDetails.signature', 'AnaR');
    expect(warn).toHaveBeenCalledWith('Unknown field control signature: shown as a text input');
  });
});
