import type { BrandConfig, ClassicStep } from '../../brands/types';
import { showsPreviews } from '../../config/diagnostics';
import { isBeforeOfferState, routeChangeFor, stateForPath } from './stateRoutes';
import { ApplicationState } from '../lead';
import { ApplicationRoute } from './routes';
import { stepIndexOfState } from '../classicForm';
import { FIRST_DYNAMIC_PATH } from '../dynamicForm';
import type { DynamicPagesState } from '../dynamicForm';

/**
 * Where the applicant must be sent instead of `path`, or null when `path` may be shown.
 * The lead's current state decides: after the offer only the current state's route is open
 * (the back button never returns into a finished step); before it, steps up to the current one.
 */
export function redirectFor(
  path: string,
  progressState: number,
  steps: readonly ClassicStep[],
): string | null {
  const target = guardedTarget(path, progressState, steps);
  // A redirect to the path itself would render nothing: states whose route is the index (22).
  return target === path ? null : target;
}

function guardedTarget(
  path: string,
  progressState: number,
  steps: readonly ClassicStep[],
): string | null {
  const current = routeChangeFor(progressState).path;
  // A before-offer state outside the brand's classic steps (employment details, 8, which a lead
  // reaches after checking) is a step of its own: as after the offer, only its route opens.
  const standaloneStep =
    isBeforeOfferState(progressState) && stepIndexOfState(progressState, steps) === -1;
  if (path === ApplicationRoute.INDEX || path.startsWith(`${ApplicationRoute.CONTINUE}/`)) {
    return path === ApplicationRoute.INDEX &&
      ((!isBeforeOfferState(progressState) && progressState !== ApplicationState.NONE) ||
        standaloneStep)
      ? current
      : null;
  }
  if (path === ApplicationRoute.UNSUBSCRIBE || path === ApplicationRoute.NOT_FOUND) return null;
  // smava's landing page starts an application: open until the lead reaches the offer.
  if (path === ApplicationRoute.SMAVA) {
    return progressState === ApplicationState.NONE || isBeforeOfferState(progressState)
      ? null
      : current;
  }
  const state = stateForPath(path);
  // `/continue` without an id is the route of state 14 (a lead waiting for its applicant): like
  // every after-offer route, it opens in its state only.
  if (state === undefined) return ApplicationRoute.NOT_FOUND;
  if (!isBeforeOfferState(state)) return state === progressState ? null : current;
  if (standaloneStep) return state === progressState ? null : current;
  if (progressState !== ApplicationState.NONE && !isBeforeOfferState(progressState)) return current;
  const reached = Math.max(stepIndexOfState(progressState, steps), 0);
  const wanted = stepIndexOfState(state, steps);
  if (wanted === -1) return ApplicationRoute.NOT_FOUND;
  return wanted <= reached ? null : current;
}

/** Whether a step name is one of the specification's dynamic step paths (the model's list). */
export type IsDynamicStepPath = (step: string) => boolean;

/**
 * The guard of a v3 (dynamic form) brand. While the applicant is in the form (no lead yet, or a
 * before-offer state), the index and the classic step routes lead to the step to resume, and a
 * dynamic step opens if it is in the applicant's sequence and already reached, so the back and
 * forward buttons move freely between answered steps. Everything else follows redirectFor.
 * `isDynamicStepPath` comes from the dynamic form's model, so classic builds do not carry it.
 */
export function dynamicRedirectFor(
  path: string,
  progressState: number,
  steps: readonly ClassicStep[],
  pages: Pick<DynamicPagesState, 'formsByPath' | 'formSequenceByPath' | 'currentFormPath'>,
  isDynamicStepPath: IsDynamicStepPath,
): string | null {
  const inForm =
    progressState === ApplicationState.NONE ||
    (isBeforeOfferState(progressState) && stepIndexOfState(progressState, steps) !== -1);
  const { formsByPath, formSequenceByPath, currentFormPath } = pages;
  if (!inForm) {
    // Past the form, its steps are finished like the classic ones: the state's route opens.
    const finishedStep = isDynamicStepRoute(path, formsByPath) || isDynamicStepPath(path.slice(1));
    const current = routeChangeFor(progressState).path;
    if (!finishedStep) return redirectFor(path, progressState, steps);
    return current === path ? null : current;
  }
  const resumeAt =
    currentFormPath !== null && formsByPath[currentFormPath]
      ? currentFormPath
      : (formSequenceByPath.find((name) => formsByPath[name]) ?? FIRST_DYNAMIC_PATH);
  const target = dynamicTarget(
    path,
    progressState,
    steps,
    formsByPath,
    resumeAt,
    isDynamicStepPath,
  );
  const redirect = target === undefined ? `/${resumeAt}` : target;
  return redirect === path ? null : redirect;
}

/** Whether `path` shows a dynamic step: one of the sequence, or the first page before any exists. */
export function isDynamicStepRoute(
  path: string,
  formsByPath: DynamicPagesState['formsByPath'],
): boolean {
  const step = path.slice(1);
  return (
    formsByPath[step] !== undefined ||
    (step === FIRST_DYNAMIC_PATH && Object.keys(formsByPath).length === 0)
  );
}

/** The v3 guard's answer: a path, null to show `path`, or undefined for "the step to resume". */
function dynamicTarget(
  path: string,
  progressState: number,
  steps: readonly ClassicStep[],
  formsByPath: DynamicPagesState['formsByPath'],
  resumeAt: string,
  isDynamicStepPath: IsDynamicStepPath,
): string | null | undefined {
  if (path === ApplicationRoute.INDEX) return undefined;
  if (isDynamicStepRoute(path, formsByPath)) {
    const order = (name: string) => formsByPath[name]?.stepOrder ?? 0;
    return order(path.slice(1)) <= order(resumeAt) ? null : undefined;
  }
  // A step of the form this applicant was not asked (or not yet): back to where they are.
  if (isDynamicStepPath(path.slice(1))) return undefined;
  const classic = redirectFor(path, progressState, steps);
  // The classic routes before the offer belong to the legacy form: a v3 brand shows its own.
  const state = stateForPath(classic ?? path);
  return state !== undefined && isBeforeOfferState(state) ? undefined : classic;
}

export interface RedirectInputs {
  progressState: number;
  config: BrandConfig;
  dynamicPages: Pick<DynamicPagesState, 'formsByPath' | 'formSequenceByPath' | 'currentFormPath'>;
  isDynamicStepPath: IsDynamicStepPath;
}

/** Where the screen router sends the applicant instead of `path`, or null: the brand's guard. */
export function screenRedirect(
  path: string,
  { progressState, config, dynamicPages, isDynamicStepPath }: RedirectInputs,
): string | null {
  // Testers' pages (`/preview/…`) open whatever the lead's state; a production build has none,
  // and the constant check drops this test from it.
  if (showsPreviews && path.startsWith('/preview/')) return null;
  return config.firstPage === 'initial-details'
    ? dynamicRedirectFor(path, progressState, config.steps, dynamicPages, isDynamicStepPath)
    : redirectFor(path, progressState, config.steps);
}
