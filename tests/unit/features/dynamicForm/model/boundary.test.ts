import { describe, expect, it, vi } from 'vitest';
import {
  parseDataPointPlacements,
  restoreDynamicPagesState,
} from '../../../../../src/features/dynamicForm/model/boundary';
import { buildSteps } from '../../../../../src/features/dynamicForm/model/engine';

describe('parseDataPointPlacements (the lead API answer)', () => {
  it('keeps well-formed data points and drops, with a warning, every other entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const placements = parseDataPointPlacements([
      { name: 'IBAN', path: 'bank-account', context: 'dynamic', extra: 'ignored' },
      { name: 'iban', path: 'bank-account', context: 'dynamic' },
      { name: 'IBAN', path: '../admin', context: 'dynamic' },
      { name: 'IBAN', path: 'bank-account', context: 42 },
      null,
      'IBAN',
    ]);
    expect(placements).toEqual([{ name: 'IBAN', path: 'bank-account', context: 'dynamic' }]);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('is null when the answer has no list of data points', () => {
    expect(parseDataPointPlacements(undefined)).toBeNull();
    expect(parseDataPointPlacements({ IBAN: 'bank-account' })).toBeNull();
  });
});

describe('restoreDynamicPagesState (session storage)', () => {
  const built = buildSteps([
    { name: 'FIRST_NAME', path: 'name', context: 'dynamic' },
    { name: 'IBAN', path: 'bank-account', context: 'future-type' },
  ]);
  const stored = { ...built, currentFormPath: 'name', erroredFormPath: null };

  it('restores what the slice saved, unknown step types included (they render the fallback)', () => {
    expect(restoreDynamicPagesState(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('drops a form of the wrong shape and keeps the rest', () => {
    const restored = restoreDynamicPagesState({
      ...stored,
      formsByPath: {
        ...stored.formsByPath,
        name: { ...stored.formsByPath.name, stepOrder: 'first' },
      },
    });
    expect(Object.keys(restored?.formsByPath ?? {})).toEqual(['bank-account']);
  });

  it('drops errors of the wrong shape and wrong-typed paths', () => {
    const restored = restoreDynamicPagesState({
      ...stored,
      currentFormPath: 7,
      erroredFormPath: ['x'],
      formsByPath: {
        ...stored.formsByPath,
        name: {
          ...stored.formsByPath.name,
          errors: [{ fieldName: 'a', message: 'b' }, { fieldName: 1 }],
        },
      },
    });
    expect(restored?.formsByPath.name?.errors).toEqual([{ fieldName: 'a', message: 'b' }]);
    expect(restored?.currentFormPath).toBeNull();
    expect(restored?.erroredFormPath).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['forms that are not a record', { formsByPath: [], formSequenceByPath: [] }],
    ['a sequence that is not a list of paths', { formsByPath: {}, formSequenceByPath: [1, 2] }],
  ])('gives up on %s', (_name, value) => {
    expect(restoreDynamicPagesState(value)).toBeNull();
  });
});
