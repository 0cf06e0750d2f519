import type { BrandConfig } from '../../brands/types';
import { patternsLoadOf } from './patternsLoad';

/**
 * Once the main thread has nothing else to do (at the latest after 3 s): where requestIdleCallback
 * is missing, in the next task.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });

/**
 * Requests the country's patterns ahead of the step that needs them, so that step does not wait
 * for them; it reports a failure itself. The promise settles once they are in (or failed). Then,
 * once `screensLoaded` settles and the main thread is idle, the phone library (about 10 kB gzip),
 * which only a step that asks for a phone waits for (phoneCheck.ts): after the next screens' code,
 * so it never holds that up, and after the work of the moment, so its evaluation does not hold up
 * the app's start or the next step's render (a continue pressed in the picture prefetches while
 * the app starts). Apart from validatingConfig.ts so that the entry, which preloads, carries only
 * these lines and the patterns' load (patternsLoad.ts).
 */
export function preloadValidation(
  config: BrandConfig,
  screensLoaded: Promise<unknown>,
): Promise<unknown> {
  // Once in, taken through the load the step reads, so the step renders at once instead of
  // suspending on it; a failed request is left for the step to make again, as before.
  const patternsLoaded = config
    .loadValidation()
    .then(() => patternsLoadOf(config).load())
    .catch(() => undefined);
  screensLoaded
    .then(whenIdle)
    .then(() => import('../../lib/phone'))
    .catch(() => undefined);
  return patternsLoaded;
}
