import { BRAND_REGISTRY } from '../../../src/brands/registry';
import type { BrandConfig } from '../../../src/brands/types';
import {
  loadValidatingConfig,
  type ValidatingConfig,
} from '../../../src/features/form/validatingConfig';
import { checkPhoneNumber } from '../../../src/lib/phone';

const modules = import.meta.glob<{ brandConfig: BrandConfig }>(
  '../../../src/brands/*/*/config.ts',
  { eager: true },
);

/** Every registered brand's configuration, keyed "<country>-<brand>". */
export const BRAND_CONFIGS: Readonly<Record<string, BrandConfig>> = Object.fromEntries(
  BRAND_REGISTRY.map(({ country, brand }) => {
    const config = modules[`../../../src/brands/${country}/${brand}/config.ts`]?.brandConfig;
    if (!config) throw new Error(`No config for ${country}/${brand}`);
    return [`${country}-${brand}`, config];
  }),
);

export const brandConfig = (id: string): BrandConfig => {
  const config = BRAND_CONFIGS[id];
  if (!config) throw new Error(`Unknown brand ${id}`);
  return config;
};

/**
 * Every registered brand's configuration with its country's patterns and the phone check, as a
 * later step that asks for a phone has it.
 */
export const VALIDATING_CONFIGS: Readonly<Record<string, ValidatingConfig>> = Object.fromEntries(
  await Promise.all(
    Object.entries(BRAND_CONFIGS).map(
      async ([id, config]) =>
        [id, { ...(await loadValidatingConfig(config)), checkPhone: checkPhoneNumber }] as const,
    ),
  ),
);
