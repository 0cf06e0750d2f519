import {
  fieldOf,
  type FieldChanges,
  type FieldDefinition,
  type FieldEntry,
  type FieldKind,
} from '../form';

/** A control that needs more than FormField: a look-up, remote choices, or the loan sliders. */
export type DataPointInput =
  'postcodeLookup' | 'companyLookup' | 'countryChoices' | 'positionChoices' | 'range';

export interface DataPointSpec {
  /** The control: `name` is the lead field the data point fills. */
  field: FieldDefinition;
  input?: DataPointInput;
}

/** Specs by data point name, as far as a step needs them (dataPointTable.ts). */
export type DataPointSpecs = Readonly<Partial<Record<string, DataPointSpec>>>;

/** The spec of a name the lead API sent, or undefined for one these specs do not hold. */
export const specOf = (specs: DataPointSpecs, name: string): DataPointSpec | undefined =>
  Object.hasOwn(specs, name) ? specs[name] : undefined;

/** A data point as the dynamic form asks it: its catalog field, changed where it asks it so. */
export function dataPointSpec<K extends FieldKind>(
  entry: FieldEntry<K>,
  changes?: FieldChanges<K>,
  input?: DataPointInput,
): DataPointSpec {
  const field = fieldOf(entry, changes);
  return input === undefined ? { field } : { field, input };
}
