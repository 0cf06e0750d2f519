import * as application from '../../../../../src/features/form/catalog/application';
import * as contactDetails from '../../../../../src/features/form/catalog/contactDetails';
import * as employer from '../../../../../src/features/form/catalog/employer';
import * as expenses from '../../../../../src/features/form/catalog/expenses';
import * as incomeDetails from '../../../../../src/features/form/catalog/incomeDetails';
import * as otherDetails from '../../../../../src/features/form/catalog/otherDetails';
import * as otherForms from '../../../../../src/features/form/catalog/otherForms';
import * as personalDetails from '../../../../../src/features/form/catalog/personalDetails';
import * as referenceDetails from '../../../../../src/features/form/catalog/referenceDetails';
import type { FieldEntry } from '../../../../../src/features/form';

/** Every entry of the field catalog, read from its folders as they are. */
export const CATALOG_ENTRIES: readonly FieldEntry[] = [
  application,
  personalDetails,
  contactDetails,
  incomeDetails,
  employer,
  expenses,
  otherDetails,
  referenceDetails,
  otherForms,
].flatMap((section) => Object.values<FieldEntry>(section));

const byName = new Map(CATALOG_ENTRIES.map((entry) => [entry.name, entry]));

/** The catalog's entry of a control's name (a date of birth's part names its field's). */
export function entryOfControl(name: string): FieldEntry | undefined {
  return byName.get(name) ?? byName.get(name.replace(/\.(day|month|year)$/, ''));
}
