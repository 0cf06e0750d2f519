import type { ClassicStep } from '../../brands/types';
import type { StepProgress } from '../form';
import { ApplicationState } from '../lead';

/** The numbered state of each classic step (specification section 3). */
export const CLASSIC_STEP_STATE: Record<ClassicStep, number> = {
  'loan-information': ApplicationState.LOAN_INFORMATION,
  'personal-details': ApplicationState.PERSONAL_DETAILS,
  'contact-details': ApplicationState.CONTACT_DETAILS,
  'income-details': ApplicationState.INCOME_DETAILS,
  'other-information': ApplicationState.OTHER_INFORMATION,
  'reference-information': ApplicationState.REFERENCE_INFORMATION,
};

/** The state after `step` in the brand's order: the next step, or checking after the last. */
export function stateAfterStep(step: ClassicStep, steps: readonly ClassicStep[]): number {
  const next = steps[steps.indexOf(step) + 1];
  return next === undefined ? ApplicationState.CHECKING : CLASSIC_STEP_STATE[next];
}

/** How far along the brand's steps a state is; -1 for states that are not classic steps. */
export function stepIndexOfState(state: number, steps: readonly ClassicStep[]): number {
  return steps.findIndex((step) => CLASSIC_STEP_STATE[step] === state);
}

/** "Step n of N" of a classic step: its place among the brand's steps, loan information first. */
export function classicStepProgress(
  step: ClassicStep,
  steps: readonly ClassicStep[],
): StepProgress | undefined {
  const index = steps.indexOf(step);
  return index === -1 ? undefined : { current: index + 1, total: steps.length };
}
