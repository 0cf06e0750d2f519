import { describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import {
  initialDynamicPagesState,
  type DynamicPagesState,
} from '../../../../src/features/dynamicForm/model/dynamicPagesSlice';
import {
  applicationResultCleared,
  entryResolved,
  loanInformationSubmitted,
  trackingAttributionCollected,
} from '../../../../src/features/lead/leadEvents';
import {
  fieldEdited,
  initialLeadState,
  type LeadState,
} from '../../../../src/features/lead/leadSlice';
import { leadContinued, stepSubmitted } from '../../../../src/features/lead/leadThunks';
import type {
  ContinuedLead,
  LeadApplication,
  LeadSaved,
} from '../../../../src/features/lead/types';
import type { RequestResult } from '../../../../src/lib/http';
import { restoreLeadState } from '../../../../src/features/lead/leadPersistence';
import { deferred } from '../../helpers/deferred';
import { createMemoryStorage } from '../../helpers/memoryStorage';
import { makeTestStore } from '../../testUtils';

const lead = (patch: Partial<LeadState>): LeadState => ({ ...initialLeadState, ...patch });

const personalStep = {
  values: { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } },
  nextState: 3,
};

describe('loanInformationSubmitted', () => {
  it('stores amount, period and scale, drops their drafts and moves to the next state with PUSH', () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: lead({ draft: { amount: '800', period: '70', 'personalDetails.firstName': 'Ana' } }),
      },
    });

    store.dispatch(
      loanInformationSubmitted({ amount: 800, period: 70, periodScale: 'days', nextState: 2 }),
    );

    const state = store.getState();
    expect(state.lead.application).toMatchObject({ amount: 800, period: 70, periodScale: 'days' });
    expect(state.lead.draft).toEqual({ 'personalDetails.firstName': 'Ana' });
    expect(state.applicationState.progressState).toBe(2);
    expect(state.applicationState.routeChange).toEqual({ path: '/personal-details', mode: 'PUSH' });
    expect(Date.parse(state.applicationState.lastOperationTimestamp ?? '')).not.toBeNaN();
  });
});

describe('fieldEdited', () => {
  it('keeps each typed value as a draft under its field name', () => {
    const { store } = makeTestStore();
    store.dispatch(fieldEdited({ name: 'personalDetails.firstName', value: 'An' }));
    store.dispatch(fieldEdited({ name: 'personalDetails.firstName', value: 'Ana' }));
    store.dispatch(fieldEdited({ name: 'generalPolicies', value: true }));
    expect(store.getState().lead.draft).toEqual({
      'personalDetails.firstName': 'Ana',
      generalPolicies: true,
    });
  });
});

describe('entryResolved', () => {
  it('merges the entry data into the lead and prefills drafts', () => {
    const { store } = makeTestStore({
      preloadedState: { lead: lead({ application: { amount: 500 } }) },
    });
    store.dispatch(
      entryResolved({
        application: { tags: ['react-ui'], sessionId: 's-1' },
        prefill: { 'personalDetails.firstName': 'Eva' },
        entrySearch: '',
      }),
    );
    expect(store.getState().lead.application).toMatchObject({
      amount: 500,
      tags: ['react-ui'],
      sessionId: 's-1',
    });
    expect(store.getState().lead.draft).toEqual({ 'personalDetails.firstName': 'Eva' });
  });
});

describe('stepSubmitted', () => {
  it('is pending while the API answers, with an idempotency key for the create', async () => {
    const answer = deferred<RequestResult<LeadSaved>>();
    const { store } = makeTestStore({ leadApi: { createLead: () => answer.promise } });

    const request = store.dispatch(stepSubmitted(personalStep));

    expect(store.getState().lead.status).toBe('pending');
    expect(store.getState().lead.createRequestKey).toEqual(expect.any(String));
    answer.resolve({ data: { id: 'lead-9', progressState: 3 } });
    await request;
    expect(store.getState().lead.status).toBe('idle');
  });

  it('takes no idempotency key when updating an existing lead', () => {
    const { store } = makeTestStore({
      preloadedState: { lead: lead({ application: { id: 'lead-1' } }) },
    });
    void store.dispatch(stepSubmitted(personalStep));
    expect(store.getState().lead.createRequestKey).toBeNull();
  });

  it('on success stores the values and the returned id, clears the step drafts and moves on', async () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: lead({
          application: { amount: 700 },
          draft: {
            'personalDetails.firstName': 'Ana',
            'personalDetails.lastName': 'Ruiz',
            'contactDetails.email': 'a@b.es',
          },
        }),
        applicationState: { ...initialApplicationState, progressState: 2 },
      },
      leadApi: {
        createLead: () =>
          Promise.resolve({
            data: {
              id: 'lead-42',
              progressState: 3,
              leadStatus: 1,
              expiresAt: '2030-01-01T00:00:00.000Z',
            },
          }),
      },
    });

    await store.dispatch(stepSubmitted(personalStep));

    const state = store.getState();
    expect(state.lead.application).toEqual({
      amount: 700,
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      id: 'lead-42',
      leadStatus: 1,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(state.lead.draft).toEqual({ 'contactDetails.email': 'a@b.es' });
    expect(state.lead.status).toBe('idle');
    expect(state.lead.createRequestKey).toBeNull();
    expect(state.applicationState.progressState).toBe(3);
    expect(state.applicationState.routeChange).toEqual({ path: '/contact-details', mode: 'PUSH' });
  });

  it('replaces the history entry when the step leads past the offer (checking)', async () => {
    const { store } = makeTestStore({
      preloadedState: { lead: lead({ application: { id: 'lead-1' } }) },
    });
    await store.dispatch(
      stepSubmitted({ values: { referenceDetails: { name: 'Luis' } }, nextState: 6 }),
    );
    expect(store.getState().applicationState.routeChange).toEqual({
      path: '/checking',
      mode: 'REPLACE',
    });
  });

  it('on failure keeps the drafts and the state, and marks the step failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const draft = { 'personalDetails.firstName': 'Ana', 'personalDetails.lastName': 'Ruiz' };
    const { store } = makeTestStore({
      preloadedState: {
        lead: lead({ draft }),
        applicationState: { ...initialApplicationState, progressState: 2 },
      },
      leadApi: {
        createLead: () => Promise.resolve({ error: { status: 503, message: 'Unavailable' } }),
      },
    });

    const result = await store.dispatch(stepSubmitted(personalStep));

    expect(result.payload).toEqual({ status: 503, message: 'Unavailable' });
    const state = store.getState();
    expect(state.lead.status).toBe('failed');
    expect(state.lead.draft).toEqual(draft);
    expect(state.lead.application).toEqual({});
    expect(state.applicationState.progressState).toBe(2);
    expect(state.applicationState.routeChange).toBeNull();
  });

  it('reuses the idempotency key when the failed create is retried, then forgets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, leadApi } = makeTestStore();
    leadApi.createLead
      .mockResolvedValueOnce({ error: { message: 'Network Error' } })
      .mockResolvedValueOnce({ data: { id: 'lead-7', progressState: 3 } });

    await store.dispatch(stepSubmitted(personalStep));
    const keyAfterFailure = store.getState().lead.createRequestKey;
    await store.dispatch(stepSubmitted(personalStep));

    expect(leadApi.createLead).toHaveBeenCalledTimes(2);
    const [firstKey, secondKey] = leadApi.createLead.mock.calls.map(([, key]) => key);
    expect(firstKey).toEqual(expect.any(String));
    expect(secondKey).toBe(firstKey);
    expect(keyAfterFailure).toBe(firstKey);
    expect(store.getState().lead.createRequestKey).toBeNull();
    expect(store.getState().lead.application.id).toBe('lead-7');
  });
});

describe('leadContinued', () => {
  it('loads the lead and its result from a continue link and replaces the route with its state', async () => {
    const continued: ContinuedLead = {
      applicantToken: 'test-applicant-token-1',
      id: 'lead-5',
      progressState: 10,
      applicationResult: { offerId: 'o-1', partner: { name: 'Lender' } },
      lead: { amount: 600, personalDetails: { firstName: 'Eva' } },
    };
    const { store } = makeTestStore({
      preloadedState: {
        lead: lead({
          application: { sessionId: 's-1' },
          draft: { 'personalDetails.firstName': 'Old' },
        }),
      },
      leadApi: { continueLead: () => Promise.resolve({ data: continued }) },
    });

    await store.dispatch(leadContinued({ id: 'lead-5' }));

    const state = store.getState();
    expect(state.lead.application).toEqual({
      sessionId: 's-1',
      amount: 600,
      personalDetails: { firstName: 'Eva' },
      id: 'lead-5',
    });
    expect(state.lead.draft).toEqual({});
    expect(state.applicationState.applicationResult).toEqual(continued.applicationResult);
    expect(state.applicationState.progressState).toBe(10);
    expect(state.applicationState.routeChange).toEqual({ path: '/accepted', mode: 'REPLACE' });
  });

  it('navigates to the lead state even when it equals the stored one', async () => {
    const { store } = makeTestStore({
      preloadedState: { applicationState: { ...initialApplicationState, progressState: 3 } },
      leadApi: {
        continueLead: () =>
          Promise.resolve({
            data: {
              applicantToken: 'test-applicant-token-1',
              id: 'l',
              progressState: 3,
              applicationResult: null,
              lead: {},
            },
          }),
      },
    });
    await store.dispatch(leadContinued({ id: 'l' }));
    expect(store.getState().applicationState.routeChange).toEqual({
      path: '/contact-details',
      mode: 'PUSH',
    });
  });

  it('leaves the state alone when the link cannot be opened', async () => {
    const { store } = makeTestStore({
      preloadedState: { lead: lead({ draft: { amount: '500' } }) },
    });
    const result = await store.dispatch(leadContinued({ id: 'gone' }));
    expect(result.payload).toEqual({ status: 404, message: 'Not found' });
    expect(store.getState().lead.draft).toEqual({ amount: '500' });
    expect(store.getState().applicationState).toEqual(initialApplicationState);
  });
});

describe('applicationResultCleared', () => {
  it('removes the lead id, keeps the rest, resets result, state and dynamic pages', () => {
    const dynamicPages: DynamicPagesState = {
      formsByPath: {
        name: {
          path: 'name',
          context: 'x',
          dataPoints: ['firstName'],
          prevButtonFormPath: null,
          nextButtonFormPath: null,
          stepOrder: 0,
          errors: [],
        },
      },
      currentFormPath: 'name',
      formSequenceByPath: ['name'],
      erroredFormPath: null,
    };
    const { store } = makeTestStore({
      preloadedState: {
        lead: lead({ application: { id: 'lead-1', amount: 500 }, createRequestKey: 'k' }),
        applicationState: {
          ...initialApplicationState,
          progressState: 13,
          applicationResult: { offerId: 'o' },
        },
        dynamicPages,
      },
    });

    store.dispatch(applicationResultCleared());

    const state = store.getState();
    expect(state.lead.application).toEqual({ amount: 500 });
    expect(state.lead.createRequestKey).toBeNull();
    expect(state.applicationState.applicationResult).toBeNull();
    expect(state.applicationState.progressState).toBe(0);
    expect(state.applicationState.routeChange?.path).toBe('/');
    expect(state.dynamicPages).toEqual(initialDynamicPagesState);
  });
});

describe('attribution on the lead: replaced as a whole, never merged', () => {
  const entryWith = (application: LeadApplication) =>
    entryResolved({ application, prefill: {}, entrySearch: '' });

  it('a new affiliate reference does not inherit the sub id and transaction id of the old one', () => {
    const { store } = makeTestStore();
    store.dispatch(
      entryWith({
        affiliateReferenceParams: {
          attribute: 'alpha',
          subId: 's1',
          transactionId: 't1',
          setAt: '2026-03-01T00:00:00.000Z',
        },
      }),
    );
    store.dispatch(
      entryWith({
        affiliateReferenceParams: { attribute: 'beta', setAt: '2026-03-02T00:00:00.000Z' },
      }),
    );
    expect(store.getState().lead.application.affiliateReferenceParams).toEqual({
      attribute: 'beta',
      setAt: '2026-03-02T00:00:00.000Z',
    });
  });

  it('an entry that settled no reference or Google click leaves the lead without them', () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: {
            affiliateReferenceParams: { attribute: 'alpha', setAt: '2026-01-01T00:00:00.000Z' },
            googleClick: { gclid: 'old', gclidAt: '2026-01-01T00:00:00.000Z' },
            personalDetails: { firstName: 'Ana' },
          },
        },
      },
    });
    store.dispatch(entryWith({ sessionId: 'new-session' }));
    const { application } = store.getState().lead;
    expect(application).not.toHaveProperty('affiliateReferenceParams');
    expect(application).not.toHaveProperty('googleClick');
    expect(application).toMatchObject({
      sessionId: 'new-session',
      personalDetails: { firstName: 'Ana' },
    });
  });

  const campaign = (source: string) => ({
    utm_medium: null,
    utm_source: source,
    utm_campaign: `${source}-campaign`,
    utm_content: null,
    utm_term: null,
  });
  const withSession = (application: LeadApplication) => ({
    lead: { ...initialLeadState, application },
  });

  it('UTM: a new session without a campaign leaves none of the old one; a reload of the session keeps it; a new campaign replaces it whole', () => {
    const old = { posthogParameters: { utm: campaign('alpha'), leadPreviouslyRedirected: true } };
    const fresh = makeTestStore({ preloadedState: withSession(old) }).store;
    fresh.dispatch(
      entryResolved({ application: {}, prefill: {}, entrySearch: '', startsSession: true }),
    );
    expect(fresh.getState().lead.application).not.toHaveProperty('posthogParameters');

    const reloaded = makeTestStore({ preloadedState: withSession(old) }).store;
    reloaded.dispatch(entryWith({}));
    expect(reloaded.getState().lead.application.posthogParameters?.utm).toEqual(campaign('alpha'));

    const recampaigned = makeTestStore({
      preloadedState: withSession({
        posthogParameters: { utm: { ...campaign('alpha'), utm_term: 'x' } },
      }),
    }).store;
    recampaigned.dispatch(entryWith({ posthogParameters: { utm: campaign('beta') } }));
    expect(recampaigned.getState().lead.application.posthogParameters?.utm).toEqual(
      campaign('beta'),
    );
  });

  it('posthogParameters: the prefill marks of a session survive its reload and are replaced by a new session', () => {
    const prefilled = {
      posthogParameters: { isLeadPrefilled: true, leadPrefilledFields: ['amount', 'email'] },
    };
    const reloaded = makeTestStore({ preloadedState: withSession(prefilled) }).store;
    reloaded.dispatch(entryWith({}));
    expect(reloaded.getState().lead.application.posthogParameters).toEqual(
      prefilled.posthogParameters,
    );

    const fresh = makeTestStore({ preloadedState: withSession(prefilled) }).store;
    fresh.dispatch(
      entryResolved({
        application: {
          posthogParameters: { isLeadPrefilled: true, leadPrefilledFields: ['period'] },
        },
        prefill: {},
        entrySearch: '',
        startsSession: true,
      }),
    );
    expect(fresh.getState().lead.application.posthogParameters).toEqual({
      isLeadPrefilled: true,
      leadPrefilledFields: ['period'],
    });
  });

  it('sellingTierGlobalId: the entry’s value replaces the lead’s, and an entry without one removes it', () => {
    const { store } = makeTestStore({
      preloadedState: withSession({ sellingTierGlobalId: 'alpha-tier' }),
    });
    store.dispatch(entryWith({ sellingTierGlobalId: 'beta-tier' }));
    expect(store.getState().lead.application.sellingTierGlobalId).toBe('beta-tier');
    store.dispatch(entryWith({}));
    expect(store.getState().lead.application).not.toHaveProperty('sellingTierGlobalId');
  });

  it("a pixel's click id of this visit replaces the earlier one as a whole", () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: { metaPixel: { fbc: 'fb.1.old', fbp: 'fb.1.browser' } },
        },
      },
    });
    store.dispatch(trackingAttributionCollected({ metaPixel: { fbc: 'fb.1.new' } }));
    expect(store.getState().lead.application.metaPixel).toEqual({ fbc: 'fb.1.new' });
  });
});

describe('the applicant token', () => {
  const TOKEN = 'token-of-lead-42-abcdefgh';
  const created = () =>
    Promise.resolve({ data: { id: 'lead-42', progressState: 3, applicantToken: TOKEN } });

  it('is kept from the create, in the tab’s session storage beside the lead', async () => {
    const { store, session } = makeTestStore({ leadApi: { createLead: created } });
    await store.dispatch(stepSubmitted(personalStep));
    expect(store.getState().lead.applicantToken).toBe(TOKEN);
    expect(JSON.parse(session.getItem('applicantToken') ?? 'null')).toBe(TOKEN);
  });

  it('is restored with its lead after a reload, and not without one', () => {
    const restore = (session: Record<string, string>) =>
      restoreLeadState({
        local: createMemoryStorage('localStorage').store,
        session: createMemoryStorage('sessionStorage', session).store,
      }).applicantToken;
    const token = JSON.stringify(TOKEN);
    const lead = JSON.stringify({ application: { id: 'lead-42' } });
    expect(restore({ leadApplication: lead, applicantToken: token })).toBe(TOKEN);
    expect(restore({ applicantToken: token })).toBeNull();
    expect(restore({ leadApplication: lead, applicantToken: '{"not":"a token"}' })).toBeNull();
  });

  it('is cleared wherever the lead id is', async () => {
    const { store, session } = makeTestStore({ leadApi: { createLead: created } });
    await store.dispatch(stepSubmitted(personalStep));
    store.dispatch(applicationResultCleared());
    expect(store.getState().lead.application.id).toBeUndefined();
    expect(store.getState().lead.applicantToken).toBeNull();
    expect(JSON.parse(session.getItem('applicantToken') ?? '"gone"')).toBeNull();
  });
});
