import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  extendSteps,
  firstErroredPath,
  mapFieldErrors,
  placementsOf,
} from '../../../../../src/features/dynamicForm/model/engine';
import type { DataPointPlacement } from '../../../../../src/features/dynamicForm/model/types';

const place = (name: string, path: string, context = 'dynamic'): DataPointPlacement => ({
  name,
  path,
  context,
});

const PLACEMENTS = [
  place('EMAIL', 'initial-details', 'personal-information'),
  place('AMOUNT', 'initial-details', 'personal-information'),
  place('FIRST_NAME', 'name'),
  place('LAST_NAME', 'name'),
  place('IBAN', 'bank-account'),
  place('TOTAL_DEBT_AMOUNT', 'total-debt'),
];

const fieldNames: Record<string, string> = {
  EMAIL: 'contactDetails.email',
  AMOUNT: 'amount',
  FIRST_NAME: 'personalDetails.firstName',
  LAST_NAME: 'personalDetails.lastName',
  IBAN: 'incomeDetails.iban',
  TOTAL_DEBT_AMOUNT: 'expenses.totalDebtAmount',
};
const fieldNameOf = (dataPoint: string) => fieldNames[dataPoint];

describe('buildSteps', () => {
  it('makes one step per path, in the order the data points arrive', () => {
    const { formSequenceByPath, formsByPath } = buildSteps(PLACEMENTS);
    expect(formSequenceByPath).toEqual(['initial-details', 'name', 'bank-account', 'total-debt']);
    expect(formsByPath.name?.dataPoints).toEqual(['FIRST_NAME', 'LAST_NAME']);
    expect(formsByPath['initial-details']?.context).toBe('personal-information');
    expect(formSequenceByPath.map((path) => formsByPath[path]?.stepOrder)).toEqual([0, 1, 2, 3]);
  });

  it('links every step to the previous and the next one', () => {
    const { formsByPath } = buildSteps(PLACEMENTS);
    const links = Object.values(formsByPath).map((form) => [
      form.prevButtonFormPath,
      form.path,
      form.nextButtonFormPath,
    ]);
    expect(links).toEqual([
      [null, 'initial-details', 'name'],
      ['initial-details', 'name', 'bank-account'],
      ['name', 'bank-account', 'total-debt'],
      ['bank-account', 'total-debt', null],
    ]);
  });

  it('gives the last step, and only it, every data point to submit and the data points per step', () => {
    const { formsByPath } = buildSteps(PLACEMENTS);
    expect(formsByPath['total-debt']?.dataPointsToSubmit).toEqual(
      PLACEMENTS.map(({ name }) => name),
    );
    expect(formsByPath['total-debt']?.dataPointsPerStep).toEqual({
      'initial-details': ['EMAIL', 'AMOUNT'],
      name: ['FIRST_NAME', 'LAST_NAME'],
      'bank-account': ['IBAN'],
      'total-debt': ['TOTAL_DEBT_AMOUNT'],
    });
    for (const path of ['initial-details', 'name', 'bank-account']) {
      expect(formsByPath[path]).not.toHaveProperty('dataPointsToSubmit');
      expect(formsByPath[path]).not.toHaveProperty('dataPointsPerStep');
    }
  });

  it('keeps a data point on the first step that places it, and joins a path that comes back', () => {
    const { formSequenceByPath, formsByPath } = buildSteps([
      place('FIRST_NAME', 'name'),
      place('IBAN', 'bank-account'),
      place('LAST_NAME', 'name'),
      place('FIRST_NAME', 'bank-account'),
    ]);
    expect(formSequenceByPath).toEqual(['name', 'bank-account']);
    expect(formsByPath.name?.dataPoints).toEqual(['FIRST_NAME', 'LAST_NAME']);
    expect(formsByPath['bank-account']?.dataPoints).toEqual(['IBAN']);
  });

  it('builds nothing from no data points', () => {
    expect(buildSteps([])).toEqual({ formsByPath: {}, formSequenceByPath: [] });
  });

  it('round-trips through placementsOf', () => {
    expect(placementsOf(buildSteps(PLACEMENTS))).toEqual(PLACEMENTS);
  });
});

describe('extendSteps', () => {
  const first = {
    ...buildSteps(PLACEMENTS.slice(0, 2)),
    currentFormPath: 'initial-details',
    erroredFormPath: null,
  };

  it('appends new steps and moves an applicant who had reached the old last step on to the first new one', () => {
    const extended = extendSteps(first, PLACEMENTS);
    expect(extended.formSequenceByPath).toEqual([
      'initial-details',
      'name',
      'bank-account',
      'total-debt',
    ]);
    expect(extended.currentFormPath).toBe('name');
    expect(extended.formsByPath['initial-details']?.dataPointsToSubmit).toBeUndefined();
    expect(extended.formsByPath['total-debt']?.dataPointsToSubmit).toHaveLength(6);
  });

  it('leaves an applicant who is further back where they are', () => {
    const all = { ...buildSteps(PLACEMENTS), currentFormPath: 'name', erroredFormPath: null };
    const extended = extendSteps(all, [place('GENDER', 'gender')]);
    expect(extended.formSequenceByPath.at(-1)).toBe('gender');
    expect(extended.currentFormPath).toBe('name');
  });

  it('keeps unfixed errors on their steps', () => {
    const built = buildSteps(PLACEMENTS);
    built.formsByPath['bank-account']!.errors = [
      { fieldName: 'incomeDetails.iban', message: 'No' },
    ];
    const extended = extendSteps(
      { ...built, currentFormPath: 'total-debt', erroredFormPath: 'bank-account' },
      [place('GENDER', 'gender')],
    );
    expect(extended.formsByPath['bank-account']?.errors).toEqual([
      { fieldName: 'incomeDetails.iban', message: 'No' },
    ]);
    expect(extended.erroredFormPath).toBe('bank-account');
    expect(extended.currentFormPath).toBe('gender');
  });
});

describe('mapFieldErrors', () => {
  const steps = buildSteps(PLACEMENTS);

  it('maps each error by data-point key to its step, its field name and its message', () => {
    expect(
      mapFieldErrors(
        steps,
        [
          { dataPoint: 'TOTAL_DEBT_AMOUNT', message: 'Too much debt' },
          { dataPoint: 'IBAN', message: 'Not accepted' },
          { dataPoint: 'LAST_NAME', message: 'Check it' },
        ],
        fieldNameOf,
      ),
    ).toEqual({
      'total-debt': [{ fieldName: 'expenses.totalDebtAmount', message: 'Too much debt' }],
      'bank-account': [{ fieldName: 'incomeDetails.iban', message: 'Not accepted' }],
      name: [{ fieldName: 'personalDetails.lastName', message: 'Check it' }],
    });
  });

  it('falls back to the lead field path when the error names no known data point', () => {
    expect(
      mapFieldErrors(
        steps,
        [{ field: 'incomeDetails.iban', message: 'must match pattern' }],
        fieldNameOf,
      ),
    ).toEqual({
      'bank-account': [{ fieldName: 'incomeDetails.iban', message: 'must match pattern' }],
    });
  });

  it('puts an error that matches no step on the last step, so it is still shown', () => {
    expect(
      mapFieldErrors(steps, [{ dataPoint: 'PENSION_NUMBER', message: 'Missing' }], fieldNameOf),
    ).toEqual({
      'total-debt': [{ fieldName: 'PENSION_NUMBER', message: 'Missing' }],
    });
  });

  it('maps nothing when there are no steps', () => {
    expect(
      mapFieldErrors(buildSteps([]), [{ dataPoint: 'IBAN', message: 'x' }], fieldNameOf),
    ).toEqual({});
  });
});

describe('firstErroredPath', () => {
  it('is the first step in sequence with errors, whatever order the server listed them in', () => {
    const steps = buildSteps(PLACEMENTS);
    steps.formsByPath['total-debt']!.errors = [{ fieldName: 'x', message: 'late' }];
    steps.formsByPath['bank-account']!.errors = [{ fieldName: 'y', message: 'earlier' }];
    expect(firstErroredPath(steps)).toBe('bank-account');
  });

  it('is null without errors', () => {
    expect(firstErroredPath(buildSteps(PLACEMENTS))).toBeNull();
  });
});
