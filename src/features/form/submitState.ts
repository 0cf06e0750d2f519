import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * After this long without an answer the applicant is told the save is slow and offered to send it
 * again. The lead API has no timeout (specification section 9), so the request itself keeps going.
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
export function useStalled(pending: boolean, afterMs = STALLED_AFTER_MS): boolean {
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
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}
