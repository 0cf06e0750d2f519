import { retryableLazy } from '../../lib/retryableLazy';
import type { Screen } from '../routing';

/** Every step of the dynamic (v3) form, whatever its path: the step type picks what it shows. */
export const DYNAMIC_STEP_SCREEN: Screen = retryableLazy(() => import('./DynamicStepScreen'));
