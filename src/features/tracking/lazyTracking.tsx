import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { removeFirstPaintBanner } from '../firstPaint';

/**
 * Where the tracking chunk cannot be loaded (offline, or a blocker that keeps it out), the
 * funnel goes on without a banner and without tracking: nothing is tracked without a choice.
 * The build's picture of the banner goes too, or it would cover the page for good.
 */
function WithoutTracking() {
  useEffect(removeFirstPaintBanner, []);
  return null;
}
const withoutTracking = (error: unknown) => {
  console.warn('The consent banner and tracking could not be loaded', error);
  return { default: WithoutTracking };
};
// The consent banner and the tracking runtime load after the first screen, not inside it.
const loadTracking = () => import('./TrackingRoot');
const TrackingRoot = lazy<ComponentType>(() =>
  loadTracking().then(({ TrackingRoot }) => ({ default: TrackingRoot }), withoutTracking),
);
const PrivacySettingsLink = lazy<ComponentType>(() =>
  loadTracking().then(
    ({ PrivacySettingsLink }) => ({ default: PrivacySettingsLink }),
    // The same chunk as TrackingRoot's: its failure is logged there once.
    () => ({ default: WithoutTracking }),
  ),
);

/**
 * False until the first screen has painted and the browser is idle (afterFirstPaint): the
 * tracking chunk is requested then, so it is not on the first screen's critical path, as the
 * startup tracking moments wait for the same (trackingMoments.ts). The build's picture of the
 * banner stays meanwhile (the app's banner removes it when it mounts: removeFirstPaintBanner).
 */
function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(window, () => setPainted(true)), []);
  return painted;
}

/** The consent banner and tracking, loaded once the first screen has painted. */
export function LazyTrackingRoot() {
  return useFirstScreenPainted() ? (
    <Suspense fallback={null}>
      <TrackingRoot />
    </Suspense>
  ) : null;
}

/** The footer's link that opens the privacy settings again, from the same chunk. */
export function LazyPrivacySettingsLink() {
  return useFirstScreenPainted() ? (
    <Suspense fallback={null}>
      <PrivacySettingsLink />
    </Suspense>
  ) : null;
}
