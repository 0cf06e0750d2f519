import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createAction, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';
import { dynamicMiddleware, rootReducer } from '../../app/store';
import type { RequestError } from '../../lib/http';
import type { AnswerName } from '../lead';

export interface LookupRequest {
  url: string;
  /** The policy path is not under the API base (specification section 7): it is used as given. */
  withoutBase?: boolean;
  language?: string;
  params?: Record<string, string>;
  /** The answer's schema, when the lead API client has one; else the endpoint checks it. */
  answer?: AnswerName;
}

/**
 * RTK Query over the shared axios instance (the lead API client's `request`), which thunks and
 * look-ups reach through the store's `extra` services. Failures come back as RequestError.
 */
const axiosBaseQuery: BaseQueryFn<LookupRequest, unknown, RequestError> = async (
  { url, withoutBase, language, params, answer },
  { extra, signal },
) => {
  // The store's thunk extra argument is AppServices (app/store.ts); RTK Query types it unknown.
  const services = extra as AppServices;
  const api = await services.leadApi();
  const config = {
    method: 'GET',
    url,
    signal,
    ...(params ? { params } : {}),
    ...(withoutBase ? { baseURL: '' } : {}),
    ...(language ? { headers: { 'Accept-Language': language } } : {}),
  };
  const result = answer ? await api.request(config, answer) : await api.request(config);
  return result.error ? { error: result.error } : { data: result.data };
};

/**
 * The read-only look-ups of section 7, one RTK Query API: each feature adds its own endpoints
 * (`lookupApi.injectEndpoints`: dynamicForm/lookupApi.ts, afterOffer/lookups.ts). RTK Query keeps
 * unused answers 60 s, the caching layer's time in section 7. Loaded with the first screen that
 * looks something up, never with the first screen, then injected into the store.
 */
export const lookupApi = createApi({
  reducerPath: 'lookupApi',
  baseQuery: axiosBaseQuery,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

declare module '../../app/store' {
  // Declaration merging needs an interface; its members come from the extended type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof lookupApi> {}
}

// Injected when this module loads, i.e. with the first screen that looks something up.
rootReducer.inject(lookupApi);
dynamicMiddleware.addMiddleware(lookupApi.middleware);

/** Any action: it makes a store's reducer add the look-ups' state (ensureLookupState). */
const lookupsInjected = createAction('lookups/injected');

/**
 * Gives a store made before the look-ups were injected their state, which it gets only with its
 * next action. RTK Query drops a query dispatched before that state exists (its condition reads
 * it), and nothing asks again: a page that starts its first query itself calls this first.
 */
export function ensureLookupState(store: {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => object;
}): void {
  if (!(lookupApi.reducerPath in store.getState())) store.dispatch(lookupsInjected());
}

/** A look-up as a screen shows it: waiting, the answer, or a failure to offer a retry for. */
export type Lookup<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** What lookupOf reads of an RTK Query hook's result. */
interface LookupResult<T> {
  data?: T | undefined;
  isError: boolean;
}

export function lookupOf<T>({ data, isError }: LookupResult<T>): Lookup<T> {
  if (isError) return { status: 'failed' };
  return data === undefined ? { status: 'loading' } : { status: 'ready', data };
}
