import { describe, expect, it } from 'vitest';
import type { ClassicStep } from '../../../../src/brands/types';
import { nextRoutes, savesOnSubmit } from '../../../../src/features/routing/nextScreens';

const STEPS: ClassicStep[] = [
  'loan-information',
  'personal-details',
  'contact-details',
  'income-details',
];

describe('nextRoutes', () => {
  it('is the next classic step, from the index as from the loan information', () => {
    expect(nextRoutes('/', STEPS)).toEqual(['/personal-details']);
    expect(nextRoutes('/loan-information', STEPS)).toEqual(['/personal-details']);
    expect(nextRoutes('/contact-details', STEPS)).toEqual(['/income-details']);
  });

  it('is checking after the last step, and every outcome after checking', () => {
    expect(nextRoutes('/income-details', STEPS)).toEqual(['/checking']);
    expect(nextRoutes('/checking', STEPS)).toEqual([
      '/accepted',
      '/redirected',
      '/rejected',
      '/thank-you',
    ]);
  });

  it('is nothing where the server decides what comes next', () => {
    expect(nextRoutes('/accepted', STEPS)).toEqual([]);
    expect(nextRoutes('/bank-connection', STEPS)).toEqual([]);
  });
});

describe('savesOnSubmit', () => {
  it('holds for every classic step after the loan information', () => {
    expect(
      ['/personal-details', '/contact-details', '/income-details'].map((path) =>
        savesOnSubmit(path, STEPS),
      ),
    ).toEqual([true, true, true]);
  });

  it('does not hold for the first screen, checking or the outcomes', () => {
    expect(
      ['/', '/loan-information', '/checking', '/accepted'].map((path) =>
        savesOnSubmit(path, STEPS),
      ),
    ).toEqual([false, false, false, false]);
  });
});
