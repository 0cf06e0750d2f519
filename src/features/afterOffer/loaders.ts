import type { ScreenLoaders } from '../routing';

// The screens that can follow the form's last step: their code, fetched while that step is read.
// Kept apart from the registry (screens.tsx), which loads only when an after-offer route shows.
export const loadChecking = () => import('./outcomes/Checking');
export const loadAccepted = () => import('./outcomes/Accepted');
export const loadThankYou = () => import('./outcomes/ThankYou');
export const loadRedirected = () => import('./redirect/RedirectedScreen');
export const loadRejected = () => import('./outcomes/Rejected');

/** Checking and the outcomes that can follow it, fetched while the step before is read. */
export const AFTER_OFFER_LOADERS: ScreenLoaders = {
  '/checking': loadChecking,
  '/accepted': loadAccepted,
  '/thank-you': loadThankYou,
  '/redirected': loadRedirected,
  '/rejected': loadRejected,
};
