import type { i18n } from 'i18next';
import type { BrandConfig } from '../../brands/types';
import { showsPreviews } from '../../config/diagnostics';
import { retryableLazy } from '../../lib/retryableLazy';
import type { ScreenMap } from '../routing';
import { NS } from './namespace';

const loadDynamicStepScreen = () => import('./DynamicStepScreen');

/**
 * The first step's modules, by path from the repository's root, for the build
 * (src/prerender/renderFirstScreen.tsx, build/firstScreen.ts) and scripts/budget.mjs.
 */
export const FIRST_STEP_MODULES = {
  /** Whose stylesheets the picture of the first step paints with: the step's own chunk. */
  pageStyles: ['src/features/dynamicForm/DynamicStepScreen.tsx'],
  /** What the app requests before its first render: the model and firstStepReady's code. */
  startup: [
    'src/features/dynamicForm/model/dynamicFormModel.ts',
    'src/features/dynamicForm/DynamicStepScreen.tsx',
    'src/features/dynamicForm/firstStep.ts',
  ],
};

/** Every step of the dynamic (v3) form, whatever its path: the step type picks what it shows. */
export const DYNAMIC_STEP_SCREEN = retryableLazy(loadDynamicStepScreen);

/**
 * Settles once the first step can show without waiting: its screen's code, the form's texts (the
 * default namespace's it needs came with the i18n instance: build/firstScreen.json pageTexts), and
 * the patterns its fields are checked with (firstStep.ts, a chunk of its own; not the phone check,
 * which the step asks for once it shows). The app renders after it where the build's picture of
 * that step is working (app/bootstrap.tsx), so the picture gives way to the step itself, not to a
 * spinner. A failure is left to the step, whose boundary shows it.
 */
export async function firstStepReady(config: BrandConfig, i18n: i18n): Promise<void> {
  await Promise.all([
    i18n.loadNamespaces(NS),
    import('./firstStep').then(({ loadFirstStep }) => loadFirstStep(config, DYNAMIC_STEP_SCREEN)),
    // Requested now, beside firstStep.ts, which asks for them too: not one round trip after it.
    config.loadValidation(),
  ]).catch(() => undefined);
}

/**
 * The model chunk (slice, engine, boundary checks), which only a build of the dynamic form loads,
 * at startup. The first step's code is requested beside it, so the applicant waits for one round
 * trip after the entry, as before the model had a chunk of its own. The phone library is not: the
 * step asks for it once it shows (form/phoneCheck.ts), so it does not share the line with the step.
 */
export function loadDynamicFormModel() {
  // A failed prefetch is retried by the step's own load, which shows the error if it fails too.
  DYNAMIC_STEP_SCREEN.preload().catch(() => undefined);
  return import('./model/dynamicFormModel');
}

/**
 * The testers' preview of a scenario's data points (`/preview/datapoints?scenario=v3-all`), its
 * own chunk. Empty in a production build, which then has no such route.
 */
export const DATA_POINTS_PREVIEW_SCREENS: ScreenMap = showsPreviews
  ? { '/preview/datapoints': retryableLazy(() => import('./preview/DataPointsPreview')) }
  : {};
