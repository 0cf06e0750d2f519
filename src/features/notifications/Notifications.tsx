import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { loadNotificationHost } from './notify';

// Without its chunk (offline from the start, a blocker) the funnel goes on without notices.
const NotificationHost = lazy<ComponentType>(() =>
  loadNotificationHost().then(
    ({ NotificationHost }) => ({ default: NotificationHost }),
    () => ({ default: () => null }),
  ),
);

/**
 * The notifications area, loaded once the first screen has painted: early enough to be there
 * when the connection drops (its code cannot be fetched then), late enough to cost the first
 * screen nothing.
 */
export function Notifications() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(window, () => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}
