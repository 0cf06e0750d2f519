import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../app/servicesContext';
import { ConsentBanner, ConsentSettingsButton } from '../consent';
import { isEmbedded } from '../embed';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { isPrivateAddress } from './privateUrl';
import { trackingRuntimeFor } from './trackingRuntimeFor';

/**
 * Placed after the screen: shows the consent banner and, once the first screen has painted,
 * lets the tracking runtime load what the applicant's consent allows.
 */
export function TrackingRoot() {
  const runtime = trackingRuntimeFor(useServices());
  // A continue link's lead id or the unsubscribe page's e-mail is in the address: trackers wait
  // until the applicant (or the app) has moved on. Declared first, so it is known at the start.
  const isPrivate = isPrivateAddress(useLocation().pathname);
  useEffect(() => runtime.setPrivateAddress(isPrivate), [runtime, isPrivate]);
  useEffect(() => afterFirstPaint(window, () => runtime.start()), [runtime]);
  return (
    <Suspense fallback={null}>
      <ConsentBanner store={runtime.consent} />
      {/* Inside a partner's frame there is no footer, so the settings link sits here. */}
      {isEmbedded() ? (
        <div className="consent-region">
          <ConsentSettingsButton store={runtime.consent} />
        </div>
      ) : null}
    </Suspense>
  );
}

/** The footer link that reopens the consent banner. */
export function PrivacySettingsLink() {
  const runtime = trackingRuntimeFor(useServices());
  return (
    <Suspense fallback={null}>
      <ConsentSettingsButton store={runtime.consent} />
    </Suspense>
  );
}
