import type { BrandConfig } from '../../brands/types';

/**
 * Requests the country's patterns ahead of the step that needs them, so that step does not wait
 * for them; it reports a failure itself. Apart from validatingConfig.ts so that the entry, which
 * preloads, carries only this line.
 */
export function preloadValidation(config: BrandConfig): void {
  config.loadValidation().catch(() => undefined);
}
