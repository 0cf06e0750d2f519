import path from 'node:path';
import { runnerImport } from 'vite';
import { BRAND_API_ENDPOINTS, type ApiEndpoints, type BrandPairKey } from '../src/brands/registry';
import type { BrandConfig } from '../src/brands/types';
import { brandFiles, type BrandSelection } from './brandPlugin';

export type { ApiEndpoints };

/**
 * What a build is made for: its brand, its mode and the lead API it calls. The bundle gets these
 * endpoints (endpointDefines), its CSP their origins (build/calledOrigins.ts), and the build
 * records all of it beside index.html (build/buildRecord.ts) for `npm start` and `npm run mount`.
 */
export interface BuildTarget extends BrandSelection {
  /** Vite's mode: development (against the sandbox), staging or production. */
  mode: string;
  endpoints: ApiEndpoints;
}

/** The environment variables of each endpoint, as src/config/env.ts reads them. */
const ENDPOINT_VARIABLES = {
  apiBaseUrl: 'VITE_API_BASE_URL',
  leadPath: 'VITE_LEAD_PATH',
  policyPath: 'VITE_POLICY_PATH',
  affiliateEventPath: 'VITE_AFFILIATE_EVENT_PATH',
} as const satisfies Record<keyof ApiEndpoints, string>;

const ENDPOINT_KEYS = Object.keys(ENDPOINT_VARIABLES) as (keyof ApiEndpoints)[];

/** The endpoints a build calls, those it names. */
export const endpointUrls = (endpoints: ApiEndpoints): string[] =>
  ENDPOINT_KEYS.flatMap((key) => endpoints[key] ?? []);

const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
type Environment = (typeof ENVIRONMENTS)[number];
const isEnvironment = (value: string | undefined): value is Environment =>
  ENVIRONMENTS.some((environment) => environment === value);

/**
 * The env file's endpoints with the brand's own for this environment (VITE_APP_ENV) laid over
 * them: section 9 points pl/askrobin at its own production API (BRAND_API_ENDPOINTS).
 */
export function resolveEndpoints(
  env: Readonly<Record<string, string | undefined>>,
  { country, brand }: BrandSelection,
): ApiEndpoints {
  const appEnv = env.VITE_APP_ENV;
  const brandApi = BRAND_API_ENDPOINTS[`${country}/${brand}` as BrandPairKey];
  const override = isEnvironment(appEnv) ? brandApi?.[appEnv] : undefined;
  const endpoints: ApiEndpoints = {};
  for (const key of ENDPOINT_KEYS) {
    const value = override?.[key] ?? env[ENDPOINT_VARIABLES[key]];
    if (value !== undefined) endpoints[key] = value;
  }
  return endpoints;
}

/**
 * Vite `define` entries that hand the bundle exactly the endpoints the build resolved, so it
 * holds (and calls) no other API than the one its CSP names. A missing one stays missing, for
 * src/config/env.ts to report.
 */
export function endpointDefines(endpoints: ApiEndpoints): Record<string, string> {
  return Object.fromEntries(
    ENDPOINT_KEYS.flatMap((key) =>
      endpoints[key] === undefined
        ? []
        : [[`import.meta.env.${ENDPOINT_VARIABLES[key]}`, JSON.stringify(endpoints[key])]],
    ),
  );
}

/**
 * The brand's config as its bundle evaluates it: run through Vite (Vite's module runner), with
 * the mode's environment, so that a value the config computes from the environment (the white
 * label's logo) is the bundle's. None for an unregistered pair, whose build only reports it.
 * (No other brand's config is read: BRAND_API_ENDPOINTS is the one table of all brands here.)
 */
export async function loadBrandConfig(
  root: string,
  mode: string,
  selection: BrandSelection,
): Promise<BrandConfig | undefined> {
  const file = brandFiles(selection, path.join(root, 'src')).config;
  if (file === null) return undefined;
  const { module } = await runnerImport<{ brandConfig: BrandConfig }>(file, {
    configFile: false,
    root,
    mode,
    logLevel: 'silent',
  });
  return module.brandConfig;
}
