import type * as NotificationHostModule from './NotificationHost';
import type { NotificationKey, NotificationKind } from './types';

let host: Promise<typeof NotificationHostModule> | null = null;

/** react-toastify and its styles, a chunk of their own (never on the first screen). */
export const loadNotificationHost = (): Promise<typeof NotificationHostModule> =>
  (host ??= import('./NotificationHost'));

/**
 * Shows a short notice in the notifications area. Callable from anywhere, at any time: before the
 * area is on the page (it mounts once the first screen has painted) the notice waits for it.
 */
export function notify(kind: NotificationKind, messageKey: NotificationKey): void {
  loadNotificationHost().then(
    ({ showNotification }) => showNotification(kind, messageKey),
    (error: unknown) => console.warn('Notifications could not be loaded', error),
  );
}
