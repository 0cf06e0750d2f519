import { describe, expect, it } from 'vitest';
import { CLASSIC_STEP_FIELDS } from '../../../../src/features/classicForm/classicFields';
import { DATA_POINT_SPECS } from '../../../../src/features/dynamicForm/dataPointSpecs';
import type { FieldDefinition } from '../../../../src/features/form';
import {
  checkboxField,
  countField,
  moneyField,
  selectField,
  textField,
  yesNoField,
} from '../../../../src/features/form/fieldFactories';
import {
  MONTHLY_PAYMENT_DAY,
  PARTNER_STEP_FIELDS,
  PAYOUT_IBAN,
} from '../../../../src/features/partnerSteps/stepFields';

describe('field factories', () => {
  it('give every field its defaults, and let the field override them', () => {
    expect(textField('employer.city', { rules: ['locality'] })).toStrictEqual({
      name: 'employer.city',
      control: 'text',
      autoComplete: 'off',
      maxLength: 100,
      rules: ['locality'],
    });
    expect(textField('incomeDetails.iban', { autoComplete: 'iban', maxLength: 42 })).toMatchObject({
      autoComplete: 'iban',
      maxLength: 42,
    });
    expect(moneyField('expenses.rentAmount', 50_000, { optional: true })).toStrictEqual({
      name: 'expenses.rentAmount',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'decimal',
      min: 0,
      max: 50_000,
      optional: true,
    });
    expect(countField('otherDetails.numberOfDependants', 0, 20)).toStrictEqual({
      name: 'otherDetails.numberOfDependants',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'numeric',
      min: 0,
      max: 20,
      wholeNumber: true,
    });
    expect(yesNoField('expenses.hasOtherLoans')).toStrictEqual({
      name: 'expenses.hasOtherLoans',
      control: 'radio',
      autoComplete: 'off',
      options: ['true', 'false'],
      valueType: 'boolean',
    });
    expect(selectField('referenceDetails.type', ['FAMILY', 'FRIEND'])).toStrictEqual({
      name: 'referenceDetails.type',
      control: 'select',
      autoComplete: 'off',
      options: ['FAMILY', 'FRIEND'],
    });
    expect(checkboxField('generalPolicies')).toStrictEqual({
      name: 'generalPolicies',
      control: 'checkbox',
      autoComplete: 'off',
    });
  });
});

/** `optional: false` says what a missing `optional` says: the field is required either way. */
function normalized(field: FieldDefinition): FieldDefinition {
  if (field.optional !== false) return field;
  const { optional: _required, ...rest } = field;
  return rest;
}

describe('the funnels’ field definitions', () => {
  // Pinned before the factories were shared: a change here changes what a funnel asks or accepts.
  it('are what the classic, partner and dynamic funnels always asked', () => {
    expect({
      classic: Object.fromEntries(
        Object.entries(CLASSIC_STEP_FIELDS).map(([step, fields]) => [step, fields.map(normalized)]),
      ),
      partner: Object.fromEntries(
        Object.entries(PARTNER_STEP_FIELDS).map(([step, fields]) => [
          step,
          (fields as readonly FieldDefinition[]).map(normalized),
        ]),
      ),
      partnerExtras: [MONTHLY_PAYMENT_DAY, PAYOUT_IBAN].map(normalized),
      dynamic: Object.fromEntries(
        Object.entries(DATA_POINT_SPECS).map(([dataPoint, spec]) => [
          dataPoint,
          { ...spec, field: normalized(spec.field) },
        ]),
      ),
    }).toMatchSnapshot();
  });
});
