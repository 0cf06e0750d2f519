import { BRAND_REGISTRY } from '../../../src/brands/registry';
import type { BrandConfig } from '../../../src/brands/types';

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
