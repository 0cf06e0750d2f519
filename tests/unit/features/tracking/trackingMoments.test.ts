import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../../../../src/features/consent/consentTypes';
import { entryResolved } from '../../../../src/features/lead/leadEvents';
import {
  leadContinued,
  leadStatusPolled,
  stepSubmitted,
} from '../../../../src/features/lead/leadThunks';
import { trackingSettled } from '../../../../src/features/tracking/trackingMoments';
import { trackingRuntimeFor } from '../../../../src/features/tracking/trackingRuntimeFor';
import { sha256Hex } from '../../../../src/lib/sha256';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { makeTestStore, type TestStoreOptions } from '../../testUtils';

type Globals = Window & {
  dataLayer?: unknown[];
  fbq?: { queue: unknown[][] };
  _fbq?: unknown;
  ttq?: unknown[];
};
const win = window as Globals;
const SESSION_ID = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';
const REFERENCE = {
  attribute: 'partnerA',
  subId: 'sub1',
  transactionId: 'tx9',
  setAt: '2025-06-01T09:00:00.000Z',
};

const pixelEvents = () =>
  (win.ttq ?? [])
    .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'track')
    .map((entry) => entry[1]);

function setup(options: TestStoreOptions = {}) {
  const test = makeTestStore(options);
  const runtime = trackingRuntimeFor(test.services);
  /** Every moment so far handled (the tracking code loads on the first) and its tracker work done. */
  const settled = async () => {
    await trackingSettled(test.services);
    await runtime.idle();
  };
  const enter = async (application = {}) => {
    test.store.dispatch(
      entryResolved({
        application: { sessionId: SESSION_ID, ...application },
        prefill: {},
        entrySearch: window.location.search,
      }),
    );
    await settled();
  };
  const acceptAll = () => {
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
  };
  return { ...test, runtime, enter, acceptAll, settled };
}

beforeEach(() => {
  // The pixels this build would have; the runtime reads them when it is made.
  vi.stubEnv('VITE_META_PIXEL_ID', '111');
  vi.stubEnv('VITE_TIKTOK_PIXEL_ID', 'TT1');
  vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete win.dataLayer;
  delete win.fbq;
  delete win._fbq;
  delete win.ttq;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllEnvs();
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('attribution on the lead', () => {
  it('adds the Meta and TikTok click ids and the previous redirect on entry', async () => {
    window.history.replaceState(null, '', '/?fbclid=FB1&ttclid=TT1');
    window.localStorage.setItem('redirected', 'true');
    const { store, enter } = setup();
    await enter();
    const { application } = store.getState().lead;
    expect(application.metaPixel?.fbc).toMatch(/^fb\.1\.\d{13}\.FB1$/);
    expect(application.tikTokPixel).toEqual({ ttclid: 'TT1' });
    expect(application.posthogParameters?.leadPreviouslyRedirected).toBe(true);
  });

  it('handles a moment of the startup once the first screen has painted, and loses none', async () => {
    // The browser's idle callbacks, held until the test lets the page be idle.
    const idle: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
      cancelIdleCallback: () => undefined,
    });
    try {
      window.history.replaceState(null, '', '/?ttclid=TT3');
      const { store, settled } = setup();
      store.dispatch(
        entryResolved({
          application: { sessionId: SESSION_ID },
          prefill: {},
          entrySearch: window.location.search,
        }),
      );
      await vi.dynamicImportSettled();
      // Not painted yet: the tracking code is not even requested, the moment waits.
      expect(store.getState().lead.application.tikTokPixel).toBeUndefined();

      idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
      await settled();
      expect(store.getState().lead.application.tikTokPixel).toEqual({ ttclid: 'TT3' });
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('reads fbp, fbc and ttp from the pixels’ cookies', async () => {
    document.cookie = '_fbp=fb.1.1700000000000.555; Path=/';
    document.cookie = '_ttp=ttp-abc; Path=/';
    const { store, enter } = setup();
    await enter();
    expect(store.getState().lead.application).toMatchObject({
      metaPixel: { fbp: 'fb.1.1700000000000.555' },
      tikTokPixel: { ttp: 'ttp-abc' },
      posthogParameters: { leadPreviouslyRedirected: false },
    });
    document.cookie = '_fbp=; Max-Age=0; Path=/';
    document.cookie = '_ttp=; Max-Age=0; Path=/';
  });

  it('sends the attribution with the created lead', async () => {
    window.history.replaceState(null, '', '/?fbclid=FB2');
    const { store, enter, leadApi } = setup();
    await enter();
    await store.dispatch(
      stepSubmitted({ values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 }),
    );
    expect(leadApi.createLead.mock.calls[0]?.[0]).toMatchObject({
      metaPixel: { fbc: expect.stringMatching(/\.FB2$/) },
    });
  });
});

describe('the affiliate event', () => {
  it('is sent to the configured path when a lead with an affiliate reference is created, once', async () => {
    const { store, enter, leadApi, settled } = setup({
      leadApi: { request: () => Promise.resolve({ data: {} as never }) },
    });
    await enter({ affiliateReferenceParams: REFERENCE });
    await store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    await vi.waitFor(() => expect(leadApi.request).toHaveBeenCalledTimes(1), ASYNC_WAIT);
    expect(leadApi.request).toHaveBeenCalledWith({
      method: 'POST',
      url: '/affiliate/event',
      data: {
        event: 'LEAD_CREATED',
        leadId: 'lead-1',
        sessionId: SESSION_ID,
        affiliateReferenceParams: REFERENCE,
        occurredAt: expect.any(String),
      },
    });
    await store.dispatch(stepSubmitted({ values: {}, nextState: 4 }));
    await settled();
    expect(leadApi.request).toHaveBeenCalledTimes(1);
  });

  it('is not sent without an affiliate reference', async () => {
    const { store, enter, leadApi, settled } = setup();
    await enter();
    await store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    await settled();
    expect(leadApi.request).not.toHaveBeenCalled();
  });

  it('logs a failure and leaves the applicant’s lead alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, enter } = setup({
      leadApi: { request: () => Promise.resolve({ error: { status: 503, message: 'down' } }) },
    });
    await enter({ affiliateReferenceParams: REFERENCE });
    await store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    await vi.waitFor(
      () =>
        expect(error).toHaveBeenCalledWith('Failed to send affiliate event', {
          status: 503,
          message: 'down',
        }),
      ASYNC_WAIT,
    );
    expect(store.getState().lead.application.id).toBe('lead-1');
  });
});

describe('funnel moments → pixel events', () => {
  it('Lead on creation, CompleteRegistration when the application is submitted, with hashed identity', async () => {
    const { store, enter, acceptAll, settled } = setup({
      preloadedState: {
        applicationState: {
          progressState: 25,
          applicationResult: null,
          customerConsents: null,
          routeChange: null,
          lastOperationTimestamp: null,
        },
      },
    });
    await enter();
    acceptAll();
    await store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    await store.dispatch(
      stepSubmitted({
        values: { contactDetails: { email: 'Ana@Example.com', phoneNumber: '612345678' } },
        nextState: 25,
      }),
    );
    await store.dispatch(stepSubmitted({ values: {}, nextState: 6 }));
    await settled();
    expect(pixelEvents()).toEqual(['Lead', 'CompleteRegistration']);
    expect(win.ttq).toContainEqual([
      'identify',
      {
        external_id: await sha256Hex(SESSION_ID),
        email: await sha256Hex('ana@example.com'),
        phone_number: await sha256Hex('+34612345678'),
      },
    ]);
    expect(JSON.stringify(win.ttq)).not.toContain('612345678');
  });

  it('Rejected when a check ends in state 13, but not for a continue link to an old rejection', async () => {
    const { store, enter, acceptAll, settled } = setup({
      leadApi: {
        fetchLeadStatus: (id) =>
          Promise.resolve({
            data: {
              id,
              progressState: 13,
              applicationResult: { application: { status: 'REJECTED' } },
            },
          }),
        continueLead: (id) =>
          Promise.resolve({
            data: {
              applicantToken: 'test-applicant-token-1',
              id,
              progressState: 13,
              applicationResult: null,
              lead: {},
            },
          }),
      },
      preloadedState: {
        lead: {
          application: { id: 'lead-1', sessionId: SESSION_ID },
          draft: {},
          status: 'idle',
          createRequestKey: null,
          applicantToken: null,
        },
      },
    });
    await enter();
    acceptAll();
    await store.dispatch(leadContinued({ id: 'lead-1' }));
    await settled();
    expect(pixelEvents()).toEqual([]);

    const other = setup({
      leadApi: {
        fetchLeadStatus: (id) =>
          Promise.resolve({
            data: {
              id,
              progressState: 13,
              applicationResult: { application: { status: 'REJECTED' } },
            },
          }),
      },
      preloadedState: {
        lead: {
          application: { id: 'lead-2', sessionId: SESSION_ID },
          draft: {},
          status: 'idle',
          createRequestKey: null,
          applicantToken: null,
        },
        applicationState: {
          progressState: 6,
          applicationResult: null,
          customerConsents: null,
          routeChange: null,
          lastOperationTimestamp: null,
        },
      },
    });
    await other.enter();
    other.acceptAll();
    await other.store.dispatch(leadStatusPolled());
    await other.store.dispatch(leadStatusPolled());
    await other.settled();
    expect(pixelEvents()).toEqual(['Rejected']);
  });

  it('sends nothing while the applicant has not agreed', async () => {
    const { store, enter, runtime, settled } = setup();
    await enter();
    runtime.start();
    await store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    await settled();
    expect(win.ttq).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
