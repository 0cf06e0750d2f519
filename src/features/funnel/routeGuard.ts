import type { ClassicStep } from '../../brands/types';
import { isBeforeOfferState, routeChangeFor, stateForPath } from '../applicationState/stateRoutes';
import { ApplicationRoute, ApplicationState } from '../applicationState/states';
import { stepIndexOfState } from './classicSteps';

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
  if (path === ApplicationRoute.INDEX || path.startsWith(`${ApplicationRoute.CONTINUE}/`)) {
    return path === ApplicationRoute.INDEX &&
      !isBeforeOfferState(progressState) &&
      progressState !== ApplicationState.NONE
      ? current
      : null;
  }
  if (path === ApplicationRoute.UNSUBSCRIBE || path === ApplicationRoute.NOT_FOUND) return null;
  const state = stateForPath(path);
  if (state === undefined || state === ApplicationState.CONTINUE) return ApplicationRoute.NOT_FOUND;
  if (!isBeforeOfferState(state)) return state === progressState ? null : current;
  if (progressState !== ApplicationState.NONE && !isBeforeOfferState(progressState)) return current;
  const reached = Math.max(stepIndexOfState(progressState, steps), 0);
  const wanted = stepIndexOfState(state, steps);
  if (wanted === -1) return ApplicationRoute.NOT_FOUND;
  return wanted <= reached ? null : current;
}
