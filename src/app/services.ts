import type { BrandConfig } from '../brands/types';
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

/**
 * `env` holds the lead API endpoints the build resolved for the brand and this environment
 * (build/buildTarget.ts): the env file's, or the brand's own (`api` in its config).
 */
export function createServices(config: BrandConfig, env: AppEnv): AppServices {
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
