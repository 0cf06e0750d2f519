import type { BrandConfig } from '../../brands/types';
import type { LazyComponent } from '../../lib/retryableLazy';
import { loadValidatingConfigWithPhone } from '../form';

/** The first step's code and what its fields are checked with: screens.ts's firstStepReady. */
export async function loadFirstStep(config: BrandConfig, screen: LazyComponent): Promise<void> {
  await Promise.all([screen.preload(), loadValidatingConfigWithPhone(config)]);
}
