import { lazy, type ComponentType } from 'react';

/**
 * A part of the app (its code, or a screen's texts) that could not be loaded: the network or a
 * blocker, not a bug. `loadAgain`, where given, loads it again in place (settling either way).
 */
export class ChunkLoadError extends Error {
  constructor(
    cause: unknown,
    readonly loadAgain?: () => Promise<void>,
  ) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The resets of every retryable component whose last load failed. */
const failedLoads = new Set<() => void>();

/** Registers what makes a failed load try again: `retryFailedLoads` runs it once. */
export function resetOnRetry(reset: () => void): void {
  failedLoads.add(reset);
}

/** A load done once and remembered, whose failure is not final either. */
export interface RetryableLoad<T> {
  /** Starts the load, once; a failure rejects with a ChunkLoadError that a retry forgets. */
  load(): Promise<T>;
  /**
   * For a render: the loaded value. Until it is in, the component suspends (Suspense's own
   * contract, as React.lazy keeps it: React renders again once the promise settles); a failed
   * load throws its ChunkLoadError, for the screen's boundary to offer a retry.
   */
  read(): T;
  /** The loaded value, or undefined while it is not in: for a render that must not wait. */
  peek(): T | undefined;
}

/** `start` as a RetryableLoad: after a failure, `retryFailedLoads` lets the next read start it again. */
export function retryableLoad<T>(start: () => Promise<T>): RetryableLoad<T> {
  let pending: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  let failure: ChunkLoadError | undefined;
  const load = () =>
    (pending ??= start().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        failure = new ChunkLoadError(error);
        resetOnRetry(() => {
          pending = undefined;
          failure = undefined;
        });
        throw failure;
      },
    ));
  return {
    load,
    read() {
      if (failure) throw failure;
      if (loaded) return loaded.value;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends
      throw load();
    },
    peek: () => loaded?.value,
  };
}

/** A component whose code is loaded on its first render, or ahead of it by `preload`. */
export type LazyComponent = ComponentType & {
  /**
   * Loads the code now; once it is in, the component renders at once instead of suspending
   * (React.lazy suspends on its first render even then). Rejects with a ChunkLoadError.
   */
  preload(): Promise<void>;
};

/**
 * `React.lazy` whose failure is not final. React keeps a lazy component's rejected load for
 * good, so a screen whose chunk failed once (offline for a moment) could never show without a
 * reload. Here a failed load throws a `ChunkLoadError`, for an `ErrorBoundary` to tell from a bug,
 * and `retryFailedLoads` lets the next render import again (Chromium fetches a module that
 * failed again on the next `import()`).
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): LazyComponent {
  // Set before React hears of the load (its lazy waits on this chain), so no element that
  // rendered lazily is ever replaced by the loaded one: nothing mounts twice.
  let Ready: ComponentType | undefined;
  const taggedLoad = () =>
    load().then(
      (module) => {
        Ready = module.default;
        return module;
      },
      (error: unknown) => {
        resetOnRetry(reset);
        throw new ChunkLoadError(error);
      },
    );
  let Loaded = lazy(taggedLoad);
  function reset() {
    Loaded = lazy(taggedLoad);
  }
  function RetryableLazy() {
    return Ready ? <Ready /> : <Loaded />;
  }
  RetryableLazy.preload = () => taggedLoad().then(() => undefined);
  return RetryableLazy;
}

/** Gives every component whose load failed a fresh one on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/** The address of the module whose import failed, where the browser names it (Chromium, Firefox). */
function failedModuleUrl(error: ChunkLoadError): string | null {
  const message = error.cause instanceof Error ? error.cause.message : String(error.cause);
  return /https?:\/\/\S+?\.m?js\b/.exec(message)?.[0] ?? null;
}

/**
 * Tries a load that failed again. Chromium keeps a module whose fetch failed as failed for the
 * life of the page (the HTML spec's module map), so an import in place cannot succeed: once the
 * code answers again, the page reloads instead (everything typed is in the tab's storage, and
 * the route in the address bar). While it still cannot be reached, nothing happens and the
 * message stays. Where the browser does not name the module, the import is tried in place; what
 * can be loaded again in place (`loadAgain`) is, and then rendered again.
 */
export async function retryChunkLoad(
  error: ChunkLoadError,
  retryInPlace: () => void,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (error.loadAgain) {
    await error.loadAgain();
    retryInPlace();
    return;
  }
  const url = failedModuleUrl(error);
  if (url === null) {
    retryInPlace();
    return;
  }
  for (const wait of PROBE_WAITS_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (await answers(url)) {
      reload();
      return;
    }
  }
  // Still unreachable: the message and its retry stay.
}

/** Just back online, the first requests can still fail: the code is asked for a few times. */
const PROBE_WAITS_MS = [0, 500, 1500];

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
