import { describe, expect, it } from 'vitest';
import { makeTestStore } from '../../testUtils';
import { lookups, POLICIES } from '../dynamicForm/dynamicFormTestUtils';

// The app's store is made at startup; the look-ups' code, which injects their state and
// middleware, comes later. This file imports it only after making the store, as the app does.
describe('look-ups injected into a store that exists already', () => {
  it('answer the first query a page makes once it has ensured their state', async () => {
    const { store, leadApi } = makeTestStore({
      leadApi: { request: lookups({ '/policy': { data: POLICIES } }) },
    });
    const { dynamicFormLookups, ensureLookupState } =
      await import('../../../../src/features/dynamicForm/lookupApi');
    ensureLookupState(store);
    const answer = await store.dispatch(dynamicFormLookups.endpoints.policies.initiate('/policy'));
    expect(answer.data).toEqual(POLICIES);
    expect(leadApi.request).toHaveBeenCalledTimes(1);
  });
});
