import { setPath } from '../../lib/objectPath';
import type { LeadApplication, DraftValues } from '../lead';
import { isoOfDraft } from './birthDate';
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
    if (field.control === 'birthDate') {
      // The parts as typed become the ISO date the lead API expects; an incomplete one stays a draft.
      const iso = isoOfDraft(value);
      if (iso !== null) patch = setPath(patch, field.name, iso);
      continue;
    }
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
