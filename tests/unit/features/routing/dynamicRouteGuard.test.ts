import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../../../src/brands/es/askrobin/config';
import { buildSteps } from '../../../../src/features/dynamicForm/model/engine';
import { isDynamicStepPath } from '../../../../src/features/dynamicForm/model/stepPaths';
import type { DynamicPagesState } from '../../../../src/features/dynamicForm/model/types';
import { dynamicRedirectFor } from '../../../../src/features/routing/routeGuard';

const steps = brandConfig.steps;
const place = (name: string, path: string) => ({ name, path, context: 'dynamic' });
const built = buildSteps([
  place('EMAIL', 'initial-details'),
  place('FIRST_NAME', 'name'),
  place('DATE_OF_BIRTH', 'date-of-birth'),
  place('MONTHLY_INCOME', 'monthly-income'),
]);
const reached = (currentFormPath: string | null): DynamicPagesState => ({
  ...built,
  currentFormPath,
  erroredFormPath: null,
});
const empty: DynamicPagesState = {
  formsByPath: {},
  formSequenceByPath: [],
  currentFormPath: null,
  erroredFormPath: null,
};
const guard = (path: string, progressState: number, pages: DynamicPagesState) =>
  dynamicRedirectFor(path, progressState, steps, pages, isDynamicStepPath);

describe('dynamicRedirectFor (v3 brands)', () => {
  it('starts a new applicant at initial-details, from the index or a deep link', () => {
    expect(guard('/', 0, empty)).toBe('/initial-details');
    expect(guard('/initial-details', 0, empty)).toBeNull();
    expect(guard('/name', 0, empty)).toBe('/initial-details');
  });

  it('opens every step reached, so back and forward work, and resumes at the furthest one', () => {
    const pages = reached('date-of-birth');
    expect(guard('/initial-details', 2, pages)).toBeNull();
    expect(guard('/name', 2, pages)).toBeNull();
    expect(guard('/date-of-birth', 2, pages)).toBeNull();
    expect(guard('/monthly-income', 2, pages)).toBe('/date-of-birth');
    expect(guard('/', 2, pages)).toBe('/date-of-birth');
  });

  it('sends the classic before-offer routes (where the lead state points) to the step to resume', () => {
    const pages = reached('name');
    expect(guard('/personal-details', 2, pages)).toBe('/name');
    expect(guard('/loan-information', 2, pages)).toBe('/name');
    expect(guard('/checking', 2, pages)).toBe('/name');
  });

  it("sends a specification step the applicant's sequence does not have back to the form", () => {
    expect(guard('/pension-details', 2, reached('name'))).toBe('/name');
  });

  it('leaves unrelated routes to the classic guard', () => {
    const pages = reached('name');
    expect(guard('/unsubscribe', 2, pages)).toBeNull();
    expect(guard('/continue/abc', 2, pages)).toBeNull();
    expect(guard('/nope', 2, pages)).toBe('/404');
  });

  it('after the offer, closes the form: its steps lead to the current state, like the classic ones', () => {
    const pages = reached('monthly-income');
    expect(guard('/monthly-income', 6, pages)).toBe('/checking');
    expect(guard('/name', 10, pages)).toBe('/accepted');
    expect(guard('/checking', 6, pages)).toBeNull();
    expect(guard('/', 13, pages)).toBe('/rejected');
  });
});
