import type { ClassicStep } from '../../brands/types';
import { retryableLazy, type LazyComponent } from '../../lib/retryableLazy';
import type { ScreenLoaders, ScreenMap } from '../routing';
// The first screen renders with the entry, without a chunk or a Suspense fallback before it.
import LoanInformation from './LoanInformation';

/**
 * The first screen's module, by path from the repository's root: the build requests its chunk with
 * the entry (src/prerender/renderFirstScreen.tsx, build/firstScreen.ts).
 */
export const CLASSIC_FIRST_SCREEN_MODULES = ['src/features/classicForm/LoanInformation.tsx'];

/**
 * The module of the screen after the first (every later step's): the picture requests its chunk
 * when its continue is pressed (build/firstScreen.ts continueChunks).
 */
export const CLASSIC_NEXT_SCREEN_MODULES = ['src/features/classicForm/ClassicStepScreen.tsx'];

type LaterStep = Exclude<ClassicStep, 'loan-information'>;

const loadClassicStep = () => import('./ClassicStepScreen');
const classicStep = (step: LaterStep): LazyComponent =>
  retryableLazy(async () => {
    const { default: ClassicStepScreen } = await loadClassicStep();
    return { default: () => <ClassicStepScreen step={step} /> };
  });

const LATER_STEPS: readonly LaterStep[] = [
  'personal-details',
  'contact-details',
  'income-details',
  'other-information',
  'reference-information',
];

const LATER_STEP_SCREENS = Object.fromEntries(
  LATER_STEPS.map((step) => [`/${step}`, classicStep(step)]),
);

/** The classic form's screens: the loan information at `/` and every later step on its route. */
export const CLASSIC_FORM_SCREENS: ScreenMap = {
  '/': LoanInformation,
  '/loan-information': LoanInformation,
  ...LATER_STEP_SCREENS,
};

/**
 * The code of the later steps, fetched while the step before is read. Preloaded through the
 * screen itself, so that it renders at once when shown: a lazy screen whose code is in still
 * suspends on its first render, and its retry is rendered in slices that yield to every frame.
 */
export const CLASSIC_FORM_LOADERS: ScreenLoaders = Object.fromEntries(
  Object.entries(LATER_STEP_SCREENS).map(([route, screen]) => [route, () => screen.preload()]),
);
