import type { BrandBuild } from '../../e2e/support/brandBuilds';

/** The builds every engine runs: the classic default and a dynamic-form (v3) one. */
export interface EngineBuilds {
  classic: BrandBuild;
  v3: BrandBuild;
}

/**
 * The folder of the development builds by `<country>-<brand>` (scripts/build-all.mjs), as for the
 * brand projects; scripts/test-engine.sh builds the two it needs when none is given.
 */
export const ENGINE_BUILDS_DIR = process.env.E2E_BRANDS_DIR ?? '';

/**
 * Each engine serves the two builds from its own pair of ports, from E2E_ENGINES_PORT (default
 * 8130: Firefox 8130-8131, WebKit 8132-8134 with its driver), so the two can run at once.
 */
export const ENGINES_PORT = Number(process.env.E2E_ENGINES_PORT ?? 8130);

function served(country: string, brand: string, port: number): BrandBuild {
  return { country, brand, id: `${country}-${brand}`, port, origin: `http://127.0.0.1:${port}` };
}

export function engineBuilds(firstPort: number): EngineBuilds {
  return {
    classic: served('es', 'askrobin', firstPort),
    v3: served('es', 'finipay', firstPort + 1),
  };
}
