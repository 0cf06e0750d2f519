/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in
 * between: one long task at startup blocks a slow phone for its whole length, two shorter ones
 * only for what each runs past 50 ms. `scheduler.yield()` where the browser has it (it keeps the
 * continuation ahead of other queued tasks), a zero-delay timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
