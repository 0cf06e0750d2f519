/**
 * The funnel moments the tracking layer reacts to (docs/tracking.md maps them to events).
 *
 * Only this recognition lives in the entry bundle. What a moment does (reading attribution,
 * pixel events, the affiliate call) is in momentEffects.ts, imported once the first screen has
 * painted (the startup moment happens before it), so the tracking code is not on the first
 * screen's critical path. Moments are handed over in the order they happened, each with the
 * state it happened in: one that happens before the code arrives waits for it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import type { AppServices } from '../../app/services';
import type { RootState } from '../../app/store';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { STATE_ROUTES } from '../routing';
import {
  ApplicationState,
  entryResolved,
  leadContinued,
  leadStepSubmitted,
  stepSubmitted,
} from '../lead';
export type TrackingMomentKind =
  /** Startup resolved the entry: attribution is read from the entry URL and cookies. */
  | 'entered'
  /** The lead was created (its first save). */
  | 'leadCreated'
  /** The applicant's own submission moved the lead out of the form steps. */
  | 'applicationCompleted'
  /** The lead reached state 13 in this visit (a continue link to an old rejection does not count). */
  | 'rejected';

export interface TrackingMoment {
  kinds: TrackingMomentKind[];
  action: UnknownAction;
  /** The state right after the action. */
  state: RootState;
}

/** A form step before the offer (or no state yet): leaving it for any other state completes the application. */
function isFormState(state: number): boolean {
  return state === ApplicationState.NONE || STATE_ROUTES[state]?.beforeOffer === true;
}

export function trackingMomentsOf(
  action: UnknownAction,
  current: RootState,
  previous: RootState,
): TrackingMomentKind[] {
  const kinds: TrackingMomentKind[] = [];
  if (entryResolved.match(action)) kinds.push('entered');
  if (stepSubmitted.fulfilled.match(action) && previous.lead.application.id === undefined)
    kinds.push('leadCreated');
  if (
    (stepSubmitted.fulfilled.match(action) || leadStepSubmitted.fulfilled.match(action)) &&
    isFormState(previous.applicationState.progressState) &&
    !isFormState(action.payload.progressState)
  )
    kinds.push('applicationCompleted');
  if (
    !leadContinued.fulfilled.match(action) &&
    current.applicationState.progressState === ApplicationState.REJECTED &&
    previous.applicationState.progressState !== ApplicationState.REJECTED
  )
    kinds.push('rejected');
  return kinds;
}

/** Per app instance: the hand-over of the moments so far, settled once all have been handled. */
const handedOver = new WeakMap<AppServices, Promise<void>>();

/** Settles once every moment so far has been handled (tests, and nothing else needs to wait). */
export function trackingSettled(services: AppServices): Promise<void> {
  return handedOver.get(services) ?? Promise.resolve();
}

export function addTrackingListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: (action, current, previous) =>
      trackingMomentsOf(action, current, previous).length > 0,
    effect: (action, api) => {
      const moment: TrackingMoment = {
        kinds: trackingMomentsOf(action, api.getState(), api.getOriginalState()),
        action,
        state: api.getState(),
      };
      const services = api.extra;
      const dispatch = api.dispatch;
      const getState = () => api.getState();
      // The first moment waits for the first paint; each later one for the one before it.
      const previous =
        handedOver.get(services) ??
        new Promise<void>((resolve) => afterFirstPaint(window, resolve));
      const next = previous
        .then(() => import('./momentEffects'))
        .then(({ runTrackingMoment }) =>
          runTrackingMoment(moment, { services, dispatch, getState }),
        )
        // Tracking never stops the funnel: a chunk that fails to load costs only its events.
        .catch((error: unknown) => console.error('Tracking failed', error));
      handedOver.set(services, next);
    },
  });
}
