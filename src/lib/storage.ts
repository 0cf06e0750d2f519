/**
 * Browser storage that never throws (specification section 8, storage row, and section 9).
 *
 * Storage can be missing (server rendering, some embedded browsers), forbidden (SecurityError
 * when cookies are blocked, often inside third-party frames) or full (QuotaExceededError).
 * None of that may break the funnel: reads answer `null`, writes answer `false`, and the
 * failure is logged with the exact messages of the specification.
 */
import {
  MAX_STORED_DEPTH,
  MAX_STORED_LENGTH,
  nestsDeeperThan,
  parseStoredValue,
  serializeStoredValue,
} from './storedJson';

export interface SafeStorage {
  /**
   * Reads and decodes a value with `parseStoredValue`. `null` when missing, unavailable or on
   * failure. The value is whatever was stored: validate its shape before trusting it.
   */
  getItem(key: string): unknown;
  /** Encodes and writes a value; `false` on failure. */
  setItem(key: string, value: unknown): boolean;
  /** `false` on failure. */
  removeItem(key: string): boolean;
  /** `false` on failure. */
  clear(): boolean;
  /** Whether the probe write succeeded; checked once, on first use. */
  readonly isAvailable: boolean;
}

export type StorageKind = 'localStorage' | 'sessionStorage';

export type StorageErrorReporter = (message: string, error: unknown) => void;

const PROBE_KEY = '__storage_probe__';

let errorReporter: StorageErrorReporter | null = null;

/**
 * Routes storage failures to a reporter (the session-recording service once it runs) instead
 * of the console. Pass `null` to go back to the console.
 */
export function setStorageErrorReporter(report: StorageErrorReporter | null): void {
  errorReporter = report;
}

function reportError(message: string, error: unknown): void {
  // A failing reporter must not turn a logged storage failure into a thrown one.
  try {
    if (errorReporter) {
      errorReporter(message, error);
      return;
    }
  } catch {
    // fall through to the console
  }
  try {
    console.error(message, error);
  } catch {
    // nothing left to log to
  }
}

function probe(backend: Storage): boolean {
  try {
    backend.setItem(PROBE_KEY, PROBE_KEY);
    backend.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates a safe store over a backend obtained lazily from `getBackend`. The getter is called
 * once, on first use, and may throw (browsers throw SecurityError on merely reading
 * `window.localStorage` when storage is blocked). If the getter fails, returns nothing, or the
 * probe write fails, the store is a no-op: every read answers `null`, every write `false`.
 */
export function createSafeStorage(
  kind: StorageKind,
  getBackend: () => Storage | null | undefined,
): SafeStorage {
  let resolved = false;
  let backend: Storage | null = null;

  const usableBackend = (): Storage | null => {
    if (resolved) return backend;
    resolved = true;
    try {
      const candidate = getBackend();
      backend = candidate && probe(candidate) ? candidate : null;
    } catch {
      backend = null;
    }
    return backend;
  };

  return {
    get isAvailable() {
      return usableBackend() !== null;
    },

    getItem(key: string): unknown {
      const store = usableBackend();
      if (!store) return null;
      try {
        const raw: unknown = store.getItem(key);
        if (raw === null || raw === undefined) return null;
        if (typeof raw !== 'string') {
          throw new TypeError(`Storage returned a ${typeof raw} instead of a string`);
        }
        // Too long to be ours: dropped unparsed, with a warning.
        if (raw.length > MAX_STORED_LENGTH)
          throw new RangeError(`Stored value longer than ${MAX_STORED_LENGTH} characters`);
        const value = parseStoredValue(raw);
        // Too deep to be ours, and too deep for any later recursion: dropped, with a warning.
        if (nestsDeeperThan(value, MAX_STORED_DEPTH))
          throw new RangeError(`Stored value nested deeper than ${MAX_STORED_DEPTH} levels`);
        // Otherwise unchecked by design: SafeStorage decodes, callers validate the shape.
        return value;
      } catch (error) {
        reportError(`Error retrieving key "${key}" in ${kind}:`, error);
        return null;
      }
    },

    setItem(key: string, value: unknown): boolean {
      const store = usableBackend();
      if (!store) return false;
      try {
        store.setItem(key, serializeStoredValue(value));
        return true;
      } catch (error) {
        reportError(`Error setting key "${key}" in ${kind}:`, error);
        return false;
      }
    },

    removeItem(key: string): boolean {
      const store = usableBackend();
      if (!store) return false;
      try {
        store.removeItem(key);
        return true;
      } catch (error) {
        reportError(`Error removing key "${key}" in ${kind}:`, error);
        return false;
      }
    },

    clear(): boolean {
      const store = usableBackend();
      if (!store) return false;
      try {
        store.clear();
        return true;
      } catch (error) {
        reportError(`Error clearing ${kind}:`, error);
        return false;
      }
    },
  };
}

function browserStorage(kind: StorageKind): Storage | null {
  return typeof window === 'undefined' ? null : window[kind];
}

/** Persistent storage, shared by the tabs of one origin. */
export const localStore: SafeStorage = createSafeStorage('localStorage', () =>
  browserStorage('localStorage'),
);

/** Per-tab storage, cleared when the tab closes. */
export const sessionStore: SafeStorage = createSafeStorage('sessionStorage', () =>
  browserStorage('sessionStorage'),
);
