import type { LeadApi, LeadApiOptions } from './api';

/**
 * The lead API client, loaded on first use so axios stays out of the first screen's bundle. A
 * failed load (offline at the first submit) is forgotten, so the applicant's retry loads it.
 */
export function lazyLeadApi(options: LeadApiOptions): () => Promise<LeadApi> {
  let leadApi: Promise<LeadApi> | undefined;
  return () => {
    leadApi ??= import('./api').then(({ createLeadApi }) => createLeadApi(options));
    leadApi.catch(() => {
      leadApi = undefined;
    });
    return leadApi;
  };
}
