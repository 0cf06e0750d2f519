import type { BrandConfig } from '../brands/types';
import { withBrandApi } from '../config/apiEndpoints';
import type { AppEnv } from '../config/env';
import { lazyLeadApi, type LeadApi } from '../features/lead';

/** What thunks receive as `extra`: configuration and lazily loaded API clients. */
export interface AppServices {
  config: BrandConfig;
  env: AppEnv;
  /** The lead API is loaded on first use so axios stays out of the first screen's bundle. */
  leadApi(): Promise<LeadApi>;
  /**
   * Gives the lead API client the store's applicant token (makeStore binds it). Optional so
   * tests may hand in services without a real client.
   */
  bindApplicantToken?(read: () => string | null): void;
}

export function createServices(config: BrandConfig, envFile: AppEnv): AppServices {
  const env = withBrandApi(envFile, config.api);
  let readApplicantToken: () => string | null = () => null;
  return {
    config,
    env,
    leadApi: lazyLeadApi({
      apiBaseUrl: env.apiBaseUrl,
      leadPath: env.leadPath,
      affiliateEventPath: env.affiliateEventPath,
      productId: config.productId,
      language: config.intlLocale,
      applicantToken: () => readApplicantToken(),
    }),
    bindApplicantToken: (read) => {
      readApplicantToken = read;
    },
  };
}
