import { setPath } from '../../lib/objectPath';
import type { LeadApplication, DraftValues } from '../lead';
import type { FieldDefinition } from './fieldTypes';

/** Turns a step's validated draft values into the typed lead fields they fill. */
export function toLeadPatch(
  fields: readonly FieldDefinition[],
  values: DraftValues,
): LeadApplication {
  let patch: LeadApplication = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '') continue;
    const typed =
      field.control === 'checkbox'
        ? value === true
        : field.valueType === 'boolean'
          ? value === true || value === 'true'
          : field.control === 'number'
            ? Number(String(value).replace(',', '.'))
            : String(value).trim();
    patch = setPath(patch, field.name, typed);
  }
  return patch;
}
