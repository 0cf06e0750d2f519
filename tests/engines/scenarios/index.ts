import { classicFunnelToOffers } from './classicFunnel';
import { dynamicFormFirstSteps } from './dynamicForm';
import { actingBeforeTheApp } from './firstPaint';

export type { Driver, Scenario } from './driver';

/** What every engine beside Chromium runs (Chromium runs all of tests/e2e). */
export const ENGINE_SCENARIOS = [classicFunnelToOffers, dynamicFormFirstSteps, actingBeforeTheApp];
