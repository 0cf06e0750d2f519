import { useEffect, useState } from 'react';
import type { RequestResult } from '../../lib/http';

/** Section 7's caching layer keeps unused look-up data 60 seconds; so do these. */
const CACHE_MS = 60_000;
const cache = new Map<string, { data: unknown }>();

export type Lookup<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * A read-only look-up (vehicle models, partner logos, consent texts) keyed by `key`; `retry`
 * asks again after a failure. A `null` key waits (nothing to ask yet).
 */
export function useLookup<T>(
  key: string | null,
  load: () => Promise<RequestResult<T>>,
): [Lookup<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; lookup: Lookup<T> }>({
    key: null,
    attempt: -1,
    lookup: { status: 'loading' },
  });

  const cached = key === null ? undefined : cache.get(key);
  const fresh = cached !== undefined;

  useEffect(() => {
    if (key === null || fresh) return;
    let cancelled = false;
    void load().then((result) => {
      if (cancelled) return;
      if (result.error) {
        setState({ key, attempt, lookup: { status: 'failed' } });
        return;
      }
      cache.set(key, { data: result.data });
      // Unused data goes after the caching layer's 60 s, so a later screen asks afresh.
      setTimeout(() => cache.delete(key), CACHE_MS);
      setState({ key, attempt, lookup: { status: 'ready', data: result.data } });
    });
    return () => {
      cancelled = true;
    };
    // `load` is a fresh closure each render; the key says what is being asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, fresh]);

  if (fresh)
    return [{ status: 'ready', data: cached.data as T }, () => setAttempt((value) => value + 1)];
  const current =
    state.key === key && state.attempt === attempt ? state.lookup : { status: 'loading' as const };
  return [current, () => setAttempt((value) => value + 1)];
}

/** Tests start from an empty cache. */
export function clearLookupCache(): void {
  cache.clear();
}
