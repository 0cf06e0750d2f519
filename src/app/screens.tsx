import type { ComponentType } from 'react';
import { retryableLazy } from '../lib/retryableLazy';
import { ApplicationRoute } from '../features/lead/progressStates';
import {
  AFTER_OFFER_SCREENS,
  CONTINUE_SCREEN,
  REDIRECTED_SCREEN,
} from '../features/afterOffer/screens';
import { PARTNER_STEP_SCREENS } from '../features/partnerSteps/screens';
// The first screen renders with the entry, without a chunk or a Suspense fallback before it.
import LoanInformation from '../features/classicForm/LoanInformation';

type Screen = ComponentType;

const loadClassicStep = () => import('../features/classicForm/ClassicStepScreen');
const classicStep = (
  step:
    | 'personal-details'
    | 'contact-details'
    | 'income-details'
    | 'other-information'
    | 'reference-information',
): Screen =>
  retryableLazy(async () => {
    const { default: ClassicStepScreen } = await loadClassicStep();
    return { default: () => <ClassicStepScreen step={step} /> };
  });

const loadChecking = () => import('../features/afterOffer/outcomes/Checking');
const loadAccepted = () => import('../features/afterOffer/outcomes/Accepted');
const loadThankYou = () => import('../features/afterOffer/outcomes/ThankYou');
const loadRedirected = () => import('../features/afterOffer/redirect/Redirected');
const loadRejected = () => import('../features/afterOffer/outcomes/Rejected');

/**
 * Route → screen. Every screen is its own chunk, loaded when its route is shown. State-driven
 * after-offer routes without a screen yet fall back to the not-found screen (their own issue).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  [ApplicationRoute.INDEX]: LoanInformation,
  '/loan-information': LoanInformation,
  '/personal-details': classicStep('personal-details'),
  '/contact-details': classicStep('contact-details'),
  '/income-details': classicStep('income-details'),
  '/other-information': classicStep('other-information'),
  '/reference-information': classicStep('reference-information'),
  '/checking': retryableLazy(loadChecking),
  '/accepted': retryableLazy(loadAccepted),
  '/thank-you': retryableLazy(loadThankYou),
  '/redirected': REDIRECTED_SCREEN,
  '/rejected': retryableLazy(loadRejected),
  [ApplicationRoute.CONTINUE]: CONTINUE_SCREEN,
  [ApplicationRoute.UNSUBSCRIBE]: retryableLazy(
    () => import('../features/unsubscribe/Unsubscribe'),
  ),
  [ApplicationRoute.NOT_FOUND]: retryableLazy(() => import('../features/routing/NotFound')),
  ...AFTER_OFFER_SCREENS,
  ...PARTNER_STEP_SCREENS,
};

/** Every step of the dynamic (v3) form, whatever its path: the step type picks what it shows. */
export const DYNAMIC_STEP_SCREEN: Screen = retryableLazy(
  () => import('../features/dynamicForm/DynamicStepScreen'),
);

/** The code of the screens that can follow another one (see nextScreens.ts), for prefetching. */
const SCREEN_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/personal-details': loadClassicStep,
  '/contact-details': loadClassicStep,
  '/income-details': loadClassicStep,
  '/other-information': loadClassicStep,
  '/reference-information': loadClassicStep,
  '/checking': loadChecking,
  '/accepted': loadAccepted,
  '/thank-you': loadThankYou,
  '/redirected': loadRedirected,
  '/rejected': loadRejected,
};

/** Warms the chunks of the given routes, so the next screen appears without a wait. */
export function prefetchScreens(routes: readonly string[]): void {
  for (const route of routes) {
    // A failed prefetch is retried by the real navigation, which shows the error if it fails too.
    SCREEN_LOADERS[route]?.().catch(() => undefined);
  }
}
