import { showsPreviews } from '../../config/diagnostics';
import { retryableLazy } from '../../lib/retryableLazy';
import type { Screen, ScreenMap } from '../routing';

const loadDynamicStepScreen = () => import('./DynamicStepScreen');

/** Every step of the dynamic (v3) form, whatever its path: the step type picks what it shows. */
export const DYNAMIC_STEP_SCREEN: Screen = retryableLazy(loadDynamicStepScreen);

/**
 * The model chunk (slice, engine, boundary checks), which only a build of the dynamic form loads,
 * at startup. The first step's code is requested beside it, so the applicant waits for one round
 * trip after the entry, as before the model had a chunk of its own; so is the phone library,
 * which the first page's phone field waits for (form/phoneCheck.ts).
 */
export function loadDynamicFormModel() {
  // A failed prefetch is retried by the step's own load, which shows the error if it fails too.
  loadDynamicStepScreen().catch(() => undefined);
  import('../../lib/phone').catch(() => undefined);
  return import('./model/dynamicFormModel');
}

/**
 * The testers' preview of a scenario's data points (`/preview/datapoints?scenario=v3-all`), its
 * own chunk. Empty in a production build, which then has no such route.
 */
export const DATA_POINTS_PREVIEW_SCREENS: ScreenMap = showsPreviews
  ? { '/preview/datapoints': retryableLazy(() => import('./preview/DataPointsPreview')) }
  : {};
