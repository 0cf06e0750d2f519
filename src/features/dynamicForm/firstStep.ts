import type { BrandConfig } from '../../brands/types';
import type { LazyComponent } from '../../lib/retryableLazy';
import { loadValidatingConfig } from '../form';

/**
 * The first step's code and the patterns its fields are checked with: screens.ts's firstStepReady.
 * Not the phone check: the step shows without it and asks for it then (form/phoneCheck.ts).
 */
export async function loadFirstStep(config: BrandConfig, screen: LazyComponent): Promise<void> {
  await Promise.all([screen.preload(), loadValidatingConfig(config)]);
}
