import type { GenericAbortSignal } from 'axios';

/** How long one call may take before it counts as failed (docs/api.md, "Deadlines"). */
export interface Deadline {
  ms: number;
  /**
   * Counted from the last sign of progress instead of from the start: an upload that keeps moving
   * over a slow line is not stalled, however long the whole file takes.
   */
  fromLastProgress?: boolean;
}

/** A deadline running for one request: the signal that ends it, and whether time ran out. */
export interface RunningDeadline {
  deadline: Deadline;
  /** Aborts the request when time runs out, or when the caller's own signal aborts. */
  signal: AbortSignal;
  /** A sign of progress: restarts the clock of a deadline counted from the last one. */
  progressed(): void;
  expired(): boolean;
  /** The request ended: no timer stays behind. */
  stop(): void;
}

/**
 * Starts `deadline` for a request that the caller may also cancel through `outer` (a retry that
 * replaces it, a screen that closes). Only the caller's abort is a cancellation; time running out
 * is a failure.
 */
export function startDeadline(deadline: Deadline, outer?: GenericAbortSignal): RunningDeadline {
  const controller = new AbortController();
  let expired = false;
  const expire = () => {
    expired = true;
    controller.abort();
  };
  let timer = setTimeout(expire, deadline.ms);
  const cancel = () => controller.abort();
  if (outer?.aborted) cancel();
  outer?.addEventListener?.('abort', cancel);
  return {
    deadline,
    signal: controller.signal,
    progressed() {
      if (!deadline.fromLastProgress || expired) return;
      clearTimeout(timer);
      timer = setTimeout(expire, deadline.ms);
    },
    expired: () => expired,
    stop() {
      clearTimeout(timer);
      outer?.removeEventListener?.('abort', cancel);
    },
  };
}
