/**
 * What each funnel moment does for tracking (trackingMoments.ts recognises them). Imported on
 * the first moment, after the entry, so none of this is in the first screen's bundle.
 */
import type { AppServices } from '../../app/services';
import type { AppDispatch, RootState } from '../../app/store';
import { entryResolved, trackingAttributionCollected } from '../lead';
import type { LeadApplication } from '../lead';
import { affiliateEventBody, sendAffiliateEvent } from './affiliateEvent';
import type { TrackingAttribution } from './entryTracking';
import { stampEvent } from './eventId';
import type { FunnelEvent, FunnelEventName } from './runtime';
import type { TrackingMoment } from './trackingMoments';
import { trackingRuntimeFor } from './trackingRuntimeFor';

export interface TrackingContext {
  services: AppServices;
  dispatch: AppDispatch;
  getState: () => RootState;
}

function funnelEvent(name: FunnelEventName, state: RootState, phoneCountry: string): FunnelEvent {
  const { application } = state.lead;
  return {
    name,
    stamp: stampEvent(),
    identity: {
      // external_id hashes the session id (specification section 3), never the lead id.
      sessionId: application.sessionId ?? '',
      email: application.contactDetails?.email,
      phoneNumber: application.contactDetails?.phoneNumber,
      phoneCountry,
    },
    leadId: application.id,
  };
}

/** Only what would change the lead, so an unchanged read causes no save. */
function changedAttribution(
  application: LeadApplication,
  attribution: TrackingAttribution,
): TrackingAttribution | null {
  const changed: TrackingAttribution = {};
  for (const key of ['metaPixel', 'tikTokPixel', 'posthogParameters'] as const) {
    const next = attribution[key];
    if (!next) continue;
    const current: Record<string, unknown> = { ...application[key] };
    if (Object.entries(next).some(([field, value]) => current[field] !== value))
      Object.assign(changed, { [key]: next });
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** Lead ids already counted per app instance: each event fires once per lead and visit. */
const counted = new WeakMap<AppServices, Set<string>>();

function firstTime(services: AppServices, key: string): boolean {
  let keys = counted.get(services);
  if (!keys) counted.set(services, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}

export function runTrackingMoment(
  { kinds, action, state }: TrackingMoment,
  { services, dispatch, getState }: TrackingContext,
): void {
  const runtime = trackingRuntimeFor(services);
  const { phoneCountry } = services.config;
  const { application } = state.lead;
  const leadId = application.id ?? '';

  if (kinds.includes('entered') && entryResolved.match(action)) {
    const apply = (attribution: TrackingAttribution) => {
      const changed = changedAttribution(getState().lead.application, attribution);
      if (changed) dispatch(trackingAttributionCollected(changed));
    };
    runtime.onAttribution(apply);
    apply(runtime.enter(action.payload.entrySearch));
    const { id } = getState().lead.application;
    if (id !== undefined) runtime.identify(id);
  }

  if (kinds.includes('leadCreated')) {
    runtime.identify(leadId);
    runtime.track(funnelEvent('Lead', state, phoneCountry));
    // The affiliate network hears about the new lead too; its outcome is logged, never awaited.
    const { affiliateReferenceParams: reference, sessionId } = application;
    if (reference) {
      sendAffiliateEvent(
        services,
        affiliateEventBody({ leadId, sessionId, reference, now: new Date() }),
      ).catch((error: unknown) => console.error('Failed to send affiliate event', error));
    }
  }

  if (kinds.includes('applicationCompleted') && firstTime(services, `completed:${leadId}`))
    runtime.track(funnelEvent('CompleteRegistration', state, phoneCountry));

  if (kinds.includes('rejected') && firstTime(services, `rejected:${leadId}`))
    runtime.track(funnelEvent('Rejected', state, phoneCountry));
}
