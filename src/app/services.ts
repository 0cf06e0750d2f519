import type { BrandConfig } from '../brands/types';
import { withBrandApi } from '../config/apiEndpoints';
import type { AppEnv } from '../config/env';
import type { LeadApi } from '../features/lead';

/** What thunks receive as `extra`: configuration and lazily loaded API clients. */
export interface AppServices {
  config: BrandConfig;
  env: AppEnv;
  /** The lead API is loaded on first use so axios stays out of the first screen's bundle. */
  leadApi(): Promise<LeadApi>;
}

export function createServices(config: BrandConfig, envFile: AppEnv): AppServices {
  const env = withBrandApi(envFile, config.api);
  let leadApi: Promise<LeadApi> | undefined;
  return {
    config,
    env,
    leadApi() {
      leadApi ??= import('../features/lead/api').then(({ createLeadApi }) =>
        createLeadApi({
          apiBaseUrl: env.apiBaseUrl,
          leadPath: env.leadPath,
          affiliateEventPath: env.affiliateEventPath,
          productId: config.productId,
        }),
      );
      // Offline at the first submit: forget the failed import so the applicant's retry loads it.
      leadApi.catch(() => {
        leadApi = undefined;
      });
      return leadApi;
    },
  };
}
