import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';
import { dynamicMiddleware, rootReducer } from '../../app/store';
import type { RequestError } from '../../lib/http';
import {
  toChoices,
  toCompanies,
  toEmailCheck,
  toPolicies,
  toPostcodeAddress,
  type Choice,
  type Company,
  type EmailCheck,
  type Policy,
  type PostcodeAddress,
} from './lookupTypes';

interface LookupRequest {
  url: string;
  /** The policy path is not under the API base (specification section 7): it is used as given. */
  withoutBase?: boolean;
  language?: string;
}

/**
 * RTK Query over the shared axios instance (the lead API client's `request`), which thunks and
 * look-ups reach through the store's `extra` services. Failures come back as RequestError.
 */
const axiosBaseQuery: BaseQueryFn<LookupRequest, unknown, RequestError> = async (
  { url, withoutBase, language },
  { extra, signal },
) => {
  // The store's thunk extra argument is AppServices (app/store.ts); RTK Query types it unknown.
  const services = extra as AppServices;
  const api = await services.leadApi();
  const result = await api.request<unknown>({
    method: 'GET',
    url,
    signal,
    ...(withoutBase ? { baseURL: '' } : {}),
    ...(language ? { headers: { 'Accept-Language': language } } : {}),
  });
  return result.error ? { error: result.error } : { data: result.data };
};

const segment = (value: string) => encodeURIComponent(value.trim());

/**
 * Read-only look-ups of the dynamic form. RTK Query keeps unused answers 60 s by default, as
 * section 7 says. Each answer passes a shape check (lookupTypes.ts): a wrong shape becomes the
 * query's error, never a crash. Loaded with the dynamic form's screens only, then injected.
 */
export const lookupApi = createApi({
  reducerPath: 'lookupApi',
  baseQuery: axiosBaseQuery,
  endpoints: (build) => ({
    policies: build.query<Policy[], string>({
      query: (policyPath) => ({ url: policyPath, withoutBase: true }),
      transformResponse: toPolicies,
    }),
    postcode: build.query<PostcodeAddress, string>({
      query: (code) => ({ url: `/postcode/lookup/${segment(code)}` }),
      transformResponse: toPostcodeAddress,
    }),
    companies: build.query<Company[], string>({
      query: (name) => ({ url: `/company/${segment(name)}` }),
      transformResponse: toCompanies,
    }),
    countries: build.query<Choice[], string>({
      query: (language) => ({ url: '/choices/country', language }),
      transformResponse: toChoices,
    }),
    positions: build.query<Choice[], string>({
      query: (language) => ({ url: '/choices/position', language }),
      transformResponse: toChoices,
    }),
    emailCheck: build.query<EmailCheck, string>({
      query: (email) => ({ url: `/email/validate/${segment(email)}` }),
      transformResponse: toEmailCheck,
    }),
  }),
});

declare module '../../app/store' {
  // Declaration merging needs an interface; its members come from the extended type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof lookupApi> {}
}

// Injected when this module loads, i.e. with the first dynamic-form screen.
rootReducer.inject(lookupApi);
dynamicMiddleware.addMiddleware(lookupApi.middleware);

export const {
  usePoliciesQuery,
  usePostcodeQuery,
  useCompaniesQuery,
  useCountriesQuery,
  usePositionsQuery,
  useLazyEmailCheckQuery,
} = lookupApi;
