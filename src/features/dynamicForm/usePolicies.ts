import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { retryFailedLoads } from '../../lib/retryableLazy';
import { dynamicFormLookups } from './lazyLookups';
import type { EmailCheck, Policy } from './lookupTypes';

type LookupsModule = Awaited<ReturnType<typeof dynamicFormLookups.load>>;
type Lookups = LookupsModule['dynamicFormLookups'];
/**
 * The state the look-ups' selectors read. The store's type has their slice as optional (it is
 * injected with their chunk, which is in whenever a selector exists), so a cast goes between.
 */
type LookupsState = Parameters<ReturnType<Lookups['endpoints']['policies']['select']>>[0];

export interface PoliciesLookup {
  data: Policy[] | undefined;
  isError: boolean;
  refetch: () => void;
}

/**
 * The look-ups once their chunk is in, without suspending: the first page renders before them.
 * `failed` when the chunk could not be loaded; `loadAgain` tries once more.
 */
function useLoadedLookups() {
  const [state, setState] = useState<{ module?: LookupsModule; failed: boolean }>(() => {
    const module = dynamicFormLookups.peek();
    return module ? { module, failed: false } : { failed: false };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    dynamicFormLookups.load().then(
      (module) => current && setState({ module, failed: false }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const loadAgain = useCallback(() => {
    retryFailedLoads();
    setState({ failed: false });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, loadAgain };
}

/**
 * The general and marketing policies from the configured policy path (usePoliciesQuery's
 * answer, through the store, so the page's hooks stay the same before and after the look-ups'
 * chunk). Until they are in, `data` is undefined; a failure, of the request or of the chunk,
 * is `isError`, and `refetch` tries again.
 */
export function usePolicies(policyPath: string): PoliciesLookup {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { module, failed, loadAgain } = useLoadedLookups();
  const lookups = module?.dynamicFormLookups;
  useEffect(() => {
    if (!module) return undefined;
    module.ensureLookupState(store);
    const subscription = dispatch(
      module.dynamicFormLookups.endpoints.policies.initiate(policyPath),
    );
    return () => subscription.unsubscribe();
  }, [dispatch, store, module, policyPath]);
  const selectPolicies = useMemo(
    () => lookups?.endpoints.policies.select(policyPath),
    [lookups, policyPath],
  );
  // The look-ups' slice is injected with their chunk: the store's type has it as optional.
  const answer = useAppSelector((state) =>
    selectPolicies && state.lookupApi ? selectPolicies(state as LookupsState) : undefined,
  );
  const refetch = useCallback(() => {
    if (!lookups) {
      loadAgain();
      return;
    }
    void dispatch(
      lookups.endpoints.policies.initiate(policyPath, { subscribe: false, forceRefetch: true }),
    );
  }, [dispatch, loadAgain, lookups, policyPath]);
  return { data: answer?.data, isError: failed || answer?.isError === true, refetch };
}

/**
 * Checks an e-mail address with the lead API (`/email/validate/{email}`), a cached verdict
 * first. Undefined when the check could not be made: an outage must not stop an application.
 */
export function useEmailCheck(): (email: string) => Promise<EmailCheck | undefined> {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return useCallback(
    async (email: string) => {
      const module = await dynamicFormLookups.load().catch(() => undefined);
      if (!module) return undefined;
      module.ensureLookupState(store);
      const verdict = await dispatch(
        module.dynamicFormLookups.endpoints.emailCheck.initiate(email, { subscribe: false }),
      );
      return verdict.data;
    },
    [dispatch, store],
  );
}
