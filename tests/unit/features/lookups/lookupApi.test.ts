import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterOfferLookups } from '../../../../src/features/afterOffer/lookups';
import { dynamicFormLookups } from '../../../../src/features/dynamicForm/lookupApi';
import { makeTestStore } from '../../testUtils';
import { requestsBy } from '../afterOffer/helpers';

afterEach(() => {
  vi.useRealTimers();
});

const LOGOS = [{ id: 'smava', name: 'Smava', logoUrl: 'https://cdn.example.com/smava.svg' }];

function storeWithLogos() {
  const request = requestsBy({
    'GET /partner/logos': { data: LOGOS },
    'GET /choices/country': { data: [{ value: 'ES', label: 'España' }] },
  });
  const { store } = makeTestStore({ leadApi: { request } });
  return { store, request };
}

const logoCalls = (request: ReturnType<typeof requestsBy>) =>
  request.mock.calls.filter(([config]) => config.url === '/partner/logos').length;

describe('one look-up API for the after-offer screens and the dynamic form', () => {
  it('answers a second screen from the cache, and asks again once unused for 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, request } = storeWithLogos();
    const first = store.dispatch(afterOfferLookups.endpoints.partnerLogos.initiate(undefined));
    expect((await first).data).toEqual(LOGOS);
    const second = store.dispatch(afterOfferLookups.endpoints.partnerLogos.initiate(undefined));
    expect((await second).data).toEqual(LOGOS);
    expect(logoCalls(request)).toBe(1);

    first.unsubscribe();
    second.unsubscribe();
    await vi.advanceTimersByTimeAsync(59_000);
    const within = store.dispatch(afterOfferLookups.endpoints.partnerLogos.initiate(undefined));
    await within;
    expect(logoCalls(request)).toBe(1);
    within.unsubscribe();

    await vi.advanceTimersByTimeAsync(61_000);
    const later = store.dispatch(afterOfferLookups.endpoints.partnerLogos.initiate(undefined));
    await later;
    expect(logoCalls(request)).toBe(2);
    later.unsubscribe();
  });

  it('keeps both features’ answers in the same slice of the store', async () => {
    const { store } = storeWithLogos();
    await store.dispatch(afterOfferLookups.endpoints.partnerLogos.initiate(undefined));
    await store.dispatch(dynamicFormLookups.endpoints.countries.initiate('es'));
    const queries = Object.keys(store.getState().lookupApi?.queries ?? {});
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^partnerLogos/),
        expect.stringMatching(/^countries/),
      ]),
    );
  });

  it('reports a failed look-up as an error, not as data', async () => {
    const request = requestsBy({});
    const { store } = makeTestStore({ leadApi: { request } });
    const result = await store.dispatch(
      afterOfferLookups.endpoints.vehicleModels.initiate(undefined),
    );
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
  });
});
