import { isPlainRecord } from './guards';
import type { SafeStorage } from './storage';

/** The local and the session store, as the app hands them to features. */
export interface BrowserStores {
  local: SafeStorage;
  session: SafeStorage;
}

/** Stored timestamps come back as Dates; the store keeps ISO strings so it stays serialisable. */
function toPlainJson(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (isPlainRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainJson(v)]));
  return value;
}

/** An object stored under `key`, or null when absent or of the wrong shape (logged, never thrown). */
export function readStoredRecord(store: SafeStorage, key: string): Record<string, unknown> | null {
  const value = toPlainJson(store.getItem(key));
  if (value === null || value === undefined) return null;
  if (!isPlainRecord(value)) {
    console.warn(`Ignoring stored "${key}": unexpected shape`);
    return null;
  }
  return value;
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
