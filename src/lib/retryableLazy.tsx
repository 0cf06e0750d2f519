import { lazy, type ComponentType } from 'react';

/** A chunk of the app's code that could not be loaded: the network or a blocker, not a bug. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The resets of every retryable component whose last load failed. */
const failedLoads = new Set<() => void>();

/**
 * `React.lazy` whose failure is not final. React keeps a lazy component's rejected load for
 * good, so a screen whose chunk failed once (offline for a moment) could never show without a
 * reload. Here a failed load throws a `ChunkLoadError`, for an `ErrorBoundary` to tell from a bug,
 * and `retryFailedLoads` lets the next render import again (Chromium fetches a module that
 * failed again on the next `import()`).
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const taggedLoad = () =>
    load().catch((error: unknown) => {
      failedLoads.add(reset);
      throw new ChunkLoadError(error);
    });
  let Loaded = lazy(taggedLoad);
  function reset() {
    Loaded = lazy(taggedLoad);
  }
  return function RetryableLazy() {
    return <Loaded />;
  };
}

/** Gives every component whose load failed a fresh one on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}
