import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { ErrorBoundary } from '../layout';
import { loadNotificationHost } from './notify';

const withoutNotices = () => null;

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
  // Where the notices' texts cannot be loaded (offline), the page goes on without notices, and
  // tries again once the browser is back online: the area is beside the page, so its failure
  // must not take the page's place (the boundary above it would show the generic message).
  return wanted ? (
    <ErrorBoundary onlyChunkLoads fallback={withoutNotices}>
      <Suspense fallback={null}>
        <NotificationHost />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
