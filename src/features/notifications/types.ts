/**
 * What the applicant is told in passing (`notifications>…` in the default namespace). A passing
 * notice never replaces a message that blocks a step: those stay in the step's error summary.
 */
export type NotificationKey =
  'saveRetrying' | 'offline' | 'online' | 'offerExpired' | 'linkRefused';

/** react-toastify's types; `error` is announced as an alert, the others as a status. */
export type NotificationKind = 'info' | 'success' | 'warning' | 'error';
