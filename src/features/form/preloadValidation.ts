import type { BrandConfig } from '../../brands/types';

/**
 * Requests the country's patterns ahead of the step that needs them, so that step does not wait
 * for them; it reports a failure itself. Then, once `screensLoaded` settles, the phone library
 * (about 10 kB gzip), which only a step that asks for a phone waits for (phoneCheck.ts): after the
 * next screens' code, so it never holds that up. Apart from validatingConfig.ts so that the
 * entry, which preloads, carries only these lines.
 */
export function preloadValidation(config: BrandConfig, screensLoaded: Promise<unknown>): void {
  config.loadValidation().catch(() => undefined);
  screensLoaded.then(() => import('../../lib/phone')).catch(() => undefined);
}
