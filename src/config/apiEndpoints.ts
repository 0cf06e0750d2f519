import type { BrandConfig } from '../brands/types';
import type { AppEnv } from './env';

/**
 * The environment with the brand's own lead API endpoints for this environment laid over the
 * env file's (e.g. the Polish AskRobin brand's production API), so every client uses one source.
 */
export function withBrandApi(env: AppEnv, api: BrandConfig['api']): AppEnv {
  const override = api?.[env.appEnv];
  if (!override) return env;
  return {
    ...env,
    apiBaseUrl: override.apiBaseUrl ?? env.apiBaseUrl,
    leadPath: override.leadPath ?? env.leadPath,
    policyPath: override.policyPath ?? env.policyPath,
    affiliateEventPath: override.affiliateEventPath ?? env.affiliateEventPath,
  };
}
