import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { removeFirstPaintBanner } from '../layout';

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
// The consent banner and the tracking runtime load beside the first screen, not inside it.
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

/** The consent banner and tracking, loaded beside the first screen. */
export function LazyTrackingRoot() {
  return (
    <Suspense fallback={null}>
      <TrackingRoot />
    </Suspense>
  );
}

/** The footer's link that opens the privacy settings again, from the same chunk. */
export function LazyPrivacySettingsLink() {
  return (
    <Suspense fallback={null}>
      <PrivacySettingsLink />
    </Suspense>
  );
}
