import { describe, expect, it } from 'vitest';
import { FormField } from '../../../../../src/features/form';
import { renderWithProviders } from '../../../testUtils';
import { CATALOG_ENTRIES } from './catalogEntries';
import { expectedShape, namedControlsIn, shapeOf } from './controlShape';

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
      const controls = namedControlsIn(container);
      expect(controls.length, entry.name).toBeGreaterThan(0);
      for (const control of controls)
        expect(shapeOf(control)).toEqual(expectedShape(entry.field, control.name));
    },
  );
});
