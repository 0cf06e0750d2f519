// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../../src/brands/es/askrobin/config';
import { CHANGE_NUMBER_FIELDS } from '../../../../../src/features/afterOffer/mobile/ChangeNumberPanel';
import { CODE_FIELD } from '../../../../../src/features/afterOffer/mobile/MobileVerification';
import { smavaFields } from '../../../../../src/features/afterOffer/smava/smavaFields';
import { VEHICLE_FIELDS } from '../../../../../src/features/afterOffer/vehicle/vehicleFields';
import {
  CLASSIC_STEP_FIELDS,
  EXTRA_FIELDS,
} from '../../../../../src/features/classicForm/classicFields';
import { DATA_POINT_SPECS } from '../../../../../src/features/dynamicForm/dataPointSpecs';
import {
  idDocumentBack,
  idDocumentFront,
  incomeDetails,
  otherDetails,
  password,
  passwordConfirmation,
  unsubscribeEmail,
  type FieldDefinition,
} from '../../../../../src/features/form';
import { kindField } from '../../../../../src/features/form/catalog/fieldKinds';
import { CONTROLS } from '../../../../../src/features/form/controls';
import {
  MONTHLY_PAYMENT_DAY,
  PARTNER_STEP_FIELDS,
  PAYOUT_IBAN,
} from '../../../../../src/features/partnerSteps/stepFields';
import { CATALOG_ENTRIES } from './catalogEntries';

const locales = path.resolve(import.meta.dirname, '../../../../../public/locales/en');
const englishTexts = (namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(locales, `${namespace}.json`), 'utf8'));

/** A text of `texts` at an i18next key (`>` between its levels, as src/i18n/i18n.ts sets it). */
function textAt(texts: unknown, key: string): unknown {
  return key
    .split('>')
    .reduce<unknown>(
      (node, level) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, level)
          ? (node as Record<string, unknown>)[level]
          : undefined,
      texts,
    );
}

interface ScreenFamily {
  family: string;
  /** The namespace the family's screens translate in; `translation` is every one's fallback. */
  namespace: string;
  fields: readonly FieldDefinition[];
}

const partnerLists: readonly (readonly FieldDefinition[])[] = Object.values(PARTNER_STEP_FIELDS);

/**
 * Every field a screen asks, by the family of screens that asks it. Screens that build their list
 * inside the component (professional details, ID upload, the Wenance account, /unsubscribe) are
 * named by the catalog entries they read.
 */
const FAMILIES: readonly ScreenFamily[] = [
  {
    family: 'classic',
    namespace: 'translation',
    fields: [...Object.values(CLASSIC_STEP_FIELDS).flat(), ...Object.values(EXTRA_FIELDS)],
  },
  {
    family: 'v3',
    namespace: 'dynamicForm',
    fields: Object.values(DATA_POINT_SPECS).map((spec) => spec.field),
  },
  {
    family: 'partner',
    namespace: 'partnerSteps',
    fields: [
      ...partnerLists.flat(),
      MONTHLY_PAYMENT_DAY,
      PAYOUT_IBAN,
      incomeDetails.cofidisProfession.field,
      incomeDetails.economicActivity.field,
    ],
  },
  {
    family: 'after-offer',
    namespace: 'afterOffer',
    fields: [
      ...smavaFields(askRobinSpain.loan),
      ...VEHICLE_FIELDS,
      ...CHANGE_NUMBER_FIELDS,
      CODE_FIELD,
      otherDetails.idCardNumber.field,
      idDocumentFront.field,
      idDocumentBack.field,
      password.field,
      passwordConfirmation.field,
    ],
  },
  { family: 'unsubscribe', namespace: 'translation', fields: [unsubscribeEmail.field] },
];

const asked = FAMILIES.flatMap(({ family, namespace, fields }) =>
  fields.map((field) => [`${family} ${field.name}`, { namespace, field }] as const),
);

describe('the field catalog, entry by entry', () => {
  it.each(CATALOG_ENTRIES.map((entry) => [entry.name, entry] as const))(
    '%s is of a kind that exists and draws a control FormField knows',
    (_name, entry) => {
      const { autoComplete: _kindsToken, ...drawn } = kindField(
        entry.kind,
        entry.name,
        entry.props,
      );
      expect(entry.field).toMatchObject(drawn);
      expect(Object.keys(CONTROLS)).toContain(entry.field.control);
    },
  );

  it('holds no entry that no screen asks', () => {
    const askedNames = new Set(asked.map(([, { field }]) => field.name));
    expect(
      CATALOG_ENTRIES.filter((entry) => !askedNames.has(entry.name)).map((e) => e.name),
    ).toEqual([]);
  });
});

describe('every field a screen asks', () => {
  it.each(asked)('%s has exactly one catalog entry, with its label in English', (_name, sent) => {
    const { namespace, field } = sent;
    const entries = CATALOG_ENTRIES.filter((entry) => entry.name === field.name);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    if (!entry) return;
    expect(field.autoComplete).toBe(entry.autoComplete);
    const label =
      textAt(englishTexts(namespace), entry.labelKey) ??
      textAt(englishTexts('translation'), entry.labelKey);
    expect(label, `${entry.labelKey} in ${namespace}`).toMatch(/\S/);
  });
});
