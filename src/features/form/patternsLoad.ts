import type { BrandConfig, ValidationPatterns } from '../../brands/types';
import { retryableLoad, type RetryableLoad } from '../../lib/retryableLazy';
import type { CheckPhone } from './phoneCheck';

/**
 * A brand's configuration with its country's patterns of section 5: what validation checks
 * against. `checkPhone` is there when the fields to check ask for a phone (phoneCheck.ts).
 */
export type ValidatingConfig = BrandConfig & {
  validation: ValidationPatterns;
  checkPhone?: CheckPhone;
};

/** Per configuration: its one load of the patterns, shared by every step. */
const loads = new WeakMap<BrandConfig, RetryableLoad<ValidatingConfig>>();

/**
 * The configuration's load of its patterns (a chunk of the country's, `loadValidation`). One per
 * configuration, so a step whose patterns were preloaded reads them at once instead of
 * suspending. Apart from validatingConfig.ts so that the entry, which preloads, carries only this.
 */
export function patternsLoadOf(config: BrandConfig): RetryableLoad<ValidatingConfig> {
  let load = loads.get(config);
  if (!load) {
    load = retryableLoad(() =>
      config.loadValidation().then((validation) => ({ ...config, validation })),
    );
    loads.set(config, load);
  }
  return load;
}
