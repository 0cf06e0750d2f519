import { createSafeStorage, type SafeStorage, type StorageKind } from '../../../src/lib/storage';

/** A Web Storage backend kept in a Map, with the raw map exposed for assertions. */
export interface MemoryBackend extends Storage {
  readonly entries: Map<string, string>;
}

/** Creates an in-memory Web Storage backend that behaves like the browser's. */
export function createMemoryBackend(initial: Record<string, string> = {}): MemoryBackend {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => Array.from(entries.keys())[index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value);
    },
    removeItem: (key: string) => {
      entries.delete(key);
    },
    clear: () => {
      entries.clear();
    },
  };
}

/**
 * A SafeStorage over an in-memory backend, so values go through the same encoding as in the
 * browser (Dates come back revived, strings JSON-encoded).
 */
export function createMemoryStorage(
  kind: StorageKind = 'sessionStorage',
  initial: Record<string, string> = {},
): { store: SafeStorage; backend: MemoryBackend } {
  const backend = createMemoryBackend(initial);
  return { store: createSafeStorage(kind, () => backend), backend };
}
