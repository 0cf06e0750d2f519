import type { ClassicStep } from '../../brands/types';
import { retryableLazy } from '../../lib/retryableLazy';
import type { Screen, ScreenLoaders, ScreenMap } from '../routing';
// The first screen renders with the entry, without a chunk or a Suspense fallback before it.
import LoanInformation from './LoanInformation';

/**
 * The first screen's module, by path from the repository's root: the build requests its chunk with
 * the entry (src/prerender/renderFirstScreen.tsx, build/firstScreen.ts).
 */
export const CLASSIC_FIRST_SCREEN_MODULES = ['src/features/classicForm/LoanInformation.tsx'];

type LaterStep = Exclude<ClassicStep, 'loan-information'>;

const loadClassicStep = () => import('./ClassicStepScreen');
const classicStep = (step: LaterStep): Screen =>
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

/** The classic form's screens: the loan information at `/` and every later step on its route. */
export const CLASSIC_FORM_SCREENS: ScreenMap = {
  '/': LoanInformation,
  '/loan-information': LoanInformation,
  ...Object.fromEntries(LATER_STEPS.map((step) => [`/${step}`, classicStep(step)])),
};

/** The code of the later steps, fetched while the step before is read. */
export const CLASSIC_FORM_LOADERS: ScreenLoaders = Object.fromEntries(
  LATER_STEPS.map((step) => [`/${step}`, loadClassicStep]),
);
