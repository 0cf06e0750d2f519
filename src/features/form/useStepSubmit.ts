import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSubmitStatus } from '../lead';
import { notify } from '../notifications';

/**
 * After this long without an answer the applicant is told the save is slow and offered to send it
 * again. The request itself keeps going until its deadline (30 s for a save, docs/api.md
 * "Deadlines"), when it fails like any other.
 */
export const STALLED_AFTER_MS = 10_000;

/** What a screen's submit hands back so a retry can cancel the request it replaces. */
export interface SubmitHandle {
  abort(): void;
}

/** How a submit was triggered: `retry` when the applicant re-sends a save that is still hanging. */
export interface SubmitOptions {
  retry: boolean;
}

/** True once `pending` has lasted `afterMs`; false again as soon as it ends. */
function useStalled(pending: boolean, afterMs = STALLED_AFTER_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setElapsed(true), afterMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [pending, afterMs]);
  return pending && elapsed;
}

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of whether it is connected; it may say online when it is not, never the reverse. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}

interface StepSubmitOptions {
  /** A save of this screen is on its way. */
  pending: boolean;
  /** The last save of this screen failed. */
  failed: boolean;
  /** Offer "try again" once a save hangs; off for saves that have their own end. */
  retriesStalled?: boolean;
  /**
   * Say that the answers are on their way again when the applicant retries; off for calls that are
   * not a save of the application's answers, whose failure message is their own.
   */
  announcesRetry?: boolean;
}

export interface StepSubmitState {
  pending: boolean;
  stalled: boolean;
  failed: boolean;
  online: boolean;
}

export interface StepSubmit extends StepSubmitState {
  /**
   * Sends unless a save is on its way: a click then is a double click, unless the save has
   * stalled, when it is the applicant's "try again" and replaces the hanging request. True if sent.
   */
  send(submit: (options: SubmitOptions) => SubmitHandle | undefined): boolean;
}

/** The state of a screen's save (saving, failed, stalled, offline) and its guarded send. */
export function useStepSubmit({
  pending,
  failed,
  retriesStalled = true,
  announcesRetry = true,
}: StepSubmitOptions): StepSubmit {
  const stalled = useStalled(retriesStalled && pending);
  const online = useOnline();
  const inFlight = useRef<SubmitHandle | null>(null);
  const send: StepSubmit['send'] = (submit) => {
    if (pending && !stalled) return false;
    if (stalled) inFlight.current?.abort();
    // The applicant's "try again" after a failed or hanging save: the button turns busy, and the
    // notice says the answers are on their way again.
    if (announcesRetry && (stalled || failed)) notify('info', 'saveRetrying');
    inFlight.current = submit({ retry: stalled }) ?? null;
    return true;
  };
  return { pending, stalled, failed, online, send };
}

/**
 * The submit state of a screen whose save is the lead's (the step thunks': `selectSubmitStatus`).
 * Saves without a request to cancel set `retriesStalled: false`.
 */
export function useLeadSubmit({ retriesStalled = true }: { retriesStalled?: boolean } = {}) {
  const status = useAppSelector(selectSubmitStatus);
  return useStepSubmit({
    pending: status === 'pending',
    failed: status === 'failed',
    retriesStalled,
  });
}
