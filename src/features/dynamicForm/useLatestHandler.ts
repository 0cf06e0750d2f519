import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity that calls the handler of the latest render: an effect can call it
 * with the current props and values without re-running when they change (what React 19's
 * useEffectEvent does; the funnel runs React 18 for its smaller renderer, docs/performance.md).
 * Call it from effects only, not while rendering.
 */
export function useLatestHandler<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
