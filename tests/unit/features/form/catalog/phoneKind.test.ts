import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../../../../../src/features/form';
import type * as FieldKinds from '../../../../../src/features/form/catalog/fieldKinds';

// The phone kind's rule, changed in its one place: a number of at most 15 characters.
vi.mock('../../../../../src/features/form/catalog/fieldKinds', async (importOriginal) => {
  const kinds = await importOriginal<typeof FieldKinds>();
  return {
    ...kinds,
    kindField: (...args: Parameters<typeof kinds.kindField>): FieldDefinition => {
      const field = kinds.kindField(...args);
      return args[0] === 'phone' ? { ...field, maxLength: 15 } : field;
    },
  };
});

// The test set-up has loaded the catalog already: the screens' modules are loaded afresh, over it.
beforeAll(() => {
  vi.resetModules();
});

const phones = (fields: readonly FieldDefinition[]) =>
  fields.filter((field) => field.control === 'tel');

describe('a change to the phone kind', () => {
  it('reaches every screen that asks a phone, and no other field', async () => {
    const [{ brandConfig }, mobile, smava, classic, dynamic, partner] = await Promise.all([
      import('../../../../../src/brands/es/askrobin/config'),
      import('../../../../../src/features/afterOffer/mobile/changeMobile'),
      import('../../../../../src/features/afterOffer/smava/smavaFields'),
      import('../../../../../src/features/classicForm/classicFields'),
      import('../../../../../src/features/dynamicForm/dataPointSpecs'),
      import('../../../../../src/features/partnerSteps/stepFields'),
    ]);
    const asked = [
      ...phones(classic.CLASSIC_STEP_FIELDS['contact-details']),
      ...phones(classic.CLASSIC_STEP_FIELDS['reference-information']),
      ...phones(Object.values(dynamic.DATA_POINT_SPECS).map(({ field }) => field)),
      ...phones(Object.values(partner.PARTNER_STEP_FIELDS).flat()),
      ...phones(smava.smavaFields(brandConfig.loan)),
      mobile.PHONE_FIELD,
    ];
    expect(asked.map(({ name }) => name).sort()).toEqual([
      'contactDetails.phoneNumber',
      'contactDetails.phoneNumber',
      'contactDetails.phoneNumber',
      'contactDetails.phoneNumber',
      'incomeDetails.workPhone',
      'incomeDetails.workPhone',
      'referenceDetails.phoneNumber',
      'referenceDetails.phoneNumber',
      'referenceDetails.phoneNumber',
    ]);
    for (const phone of asked) expect(phone.maxLength, phone.name).toBe(15);
    expect(dynamic.DATA_POINT_SPECS.EMAIL.field.maxLength).toBe(254);
  });
});
