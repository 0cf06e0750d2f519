/** While the API answers, the checking screen asks for the lead's state every second. */
export const POLL_INTERVAL_MS = 1000;
/** After failures in a row it waits twice as long each time, up to this. */
export const MAX_POLL_BACKOFF_MS = 15_000;
/**
 * A decision usually takes seconds (the sandbox: CHECKING_DELAY_MS). After a minute the
 * applicant is told it is taking longer and offered a way on instead of an endless spinner.
 */
export const CHECKING_BOUND_MS = 60_000;

/** The wait before the next poll: the interval, or a backoff after `failuresInARow` failures. */
export function nextPollDelay(failuresInARow: number): number {
  if (failuresInARow <= 0) return POLL_INTERVAL_MS;
  return Math.min(POLL_INTERVAL_MS * 2 ** failuresInARow, MAX_POLL_BACKOFF_MS);
}
