import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ApplicationRoute } from '../applicationState/states';

type Screen = LazyExoticComponent<ComponentType>;

const loadClassicStep = () => import('./screens/ClassicStepScreen');
const classicStep = (
  step:
    | 'personal-details'
    | 'contact-details'
    | 'income-details'
    | 'other-information'
    | 'reference-information',
): Screen =>
  lazy(async () => {
    const { default: ClassicStepScreen } = await loadClassicStep();
    return { default: () => <ClassicStepScreen step={step} /> };
  });

const loanInformation = lazy(() => import('./screens/LoanInformation'));

/**
 * Route → screen. Every screen is its own chunk, loaded when its route is shown. State-driven
 * after-offer routes without a screen yet fall back to the not-found screen (their own issue).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  [ApplicationRoute.INDEX]: loanInformation,
  '/loan-information': loanInformation,
  '/personal-details': classicStep('personal-details'),
  '/contact-details': classicStep('contact-details'),
  '/income-details': classicStep('income-details'),
  '/other-information': classicStep('other-information'),
  '/reference-information': classicStep('reference-information'),
  '/checking': lazy(() => import('./screens/Checking')),
  '/accepted': lazy(() => import('./screens/Accepted')),
  '/thank-you': lazy(() => import('./screens/ThankYou')),
  '/redirected': lazy(() => import('./screens/Redirected')),
  '/rejected': lazy(() => import('./screens/Rejected')),
  [ApplicationRoute.CONTINUE]: lazy(() => import('./screens/Continue')),
  [ApplicationRoute.UNSUBSCRIBE]: lazy(() => import('./screens/Unsubscribe')),
  [ApplicationRoute.NOT_FOUND]: lazy(() => import('./screens/NotFound')),
};

/** Warms the chunk of the step after the one shown, so the next screen appears without a wait. */
export function prefetchClassicSteps(): void {
  void loadClassicStep();
}
