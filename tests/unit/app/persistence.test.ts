import { describe, expect, it, vi } from 'vitest';
import { applyResetRules, restorePersistedState } from '../../../src/app/persistence';
import { startEntry } from '../../../src/features/session';
import { STORED_LOAN_APPLICATION_KEY } from '../../../src/lib/storageKeys';
import { initialApplicationState } from '../../../src/features/routing/applicationStateSlice';
import { initialDynamicPagesState } from '../../../src/features/dynamicForm/model/dynamicPagesSlice';
import {
  applicationResultCleared,
  loanInformationSubmitted,
} from '../../../src/features/lead/leadEvents';
import { fieldEdited, initialLeadState } from '../../../src/features/lead/leadSlice';
import { stepSubmitted } from '../../../src/features/lead/leadThunks';
import {
  customerConsentsReceived,
  routeChangeHandled,
} from '../../../src/features/routing/applicationStateSlice';
import { uiColorsMerged } from '../../../src/features/theme/uiSlice';
import { createMemoryStorage } from '../helpers/memoryStorage';
import { makeTestStore } from '../testUtils';
import * as dynamicFormModel from '../../../src/features/dynamicForm/model/dynamicFormModel';

/** As a build of the dynamic form restores: with its model loaded. */
const restore = (stores: Parameters<typeof restorePersistedState>[0]) =>
  restorePersistedState(stores, dynamicFormModel);

const json = (backend: { getItem(key: string): string | null }, key: string): unknown => {
  const raw = backend.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

function storesWith(session: Record<string, unknown> = {}, local: Record<string, unknown> = {}) {
  const encode = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    session: createMemoryStorage('sessionStorage', encode(session)).store,
    local: createMemoryStorage('localStorage', encode(local)).store,
  };
}

describe('saving to session storage', () => {
  it('saves a typed value at once, so a reload loses nothing', () => {
    const { store, session } = makeTestStore();
    store.dispatch(fieldEdited({ name: 'personalDetails.firstName', value: 'Ana' }));
    expect(json(session, 'leadApplication')).toEqual({
      application: {},
      draft: { 'personalDetails.firstName': 'Ana' },
      createRequestKey: null,
    });
  });

  it('saves the lead with its id, the state and its pending navigation after a successful create', async () => {
    const { store, session } = makeTestStore({
      leadApi: {
        createLead: () =>
          Promise.resolve({ data: { id: 'lead-1', progressState: 3, leadStatus: 1 } }),
      },
    });
    await store.dispatch(
      stepSubmitted({ values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 }),
    );

    expect(json(session, 'leadApplication')).toEqual({
      application: { personalDetails: { firstName: 'Ana' }, id: 'lead-1', leadStatus: 1 },
      draft: {},
      createRequestKey: null,
    });
    const savedState = json(session, 'state') as Record<string, unknown>;
    expect(savedState).toMatchObject({
      progressState: 3,
      applicationResult: null,
    });
    // The move to the next step is kept, under its own key, until the router has carried it out.
    expect(savedState).not.toHaveProperty('routeChange');
    expect(json(session, 'routeChange')).toEqual({ path: '/contact-details', mode: 'PUSH' });
    expect(savedState.lastOperationTimestamp).toEqual(expect.any(String));

    store.dispatch(routeChangeHandled());
    expect(json(session, 'routeChange')).toBeNull();
  });

  it('never saves the transient submit status', async () => {
    const { store, session } = makeTestStore();
    const request = store.dispatch(stepSubmitted({ values: {}, nextState: 3 }));
    expect(store.getState().lead.status).toBe('pending');
    expect(json(session, 'leadApplication')).not.toHaveProperty('status');
    await request;
  });

  it('saves interface colours and dynamic pages when they change', () => {
    const { store, session } = makeTestStore({
      // A build of the dynamic form, whose steps are saved.
      config: { firstPage: 'initial-details' },
      preloadedState: {
        dynamicPages: {
          ...initialDynamicPagesState,
          currentFormPath: 'name',
          formSequenceByPath: ['name'],
        },
      },
    });
    expect(session.getItem('uiColors')).toBeNull();
    expect(session.getItem('dynamicPages')).toBeNull();

    store.dispatch(uiColorsMerged({ primary: '#123456' }));
    store.dispatch(uiColorsMerged({ background: '#fff' }));
    store.dispatch(applicationResultCleared());

    expect(json(session, 'uiColors')).toEqual({ primary: '#123456', background: '#fff' });
    expect(json(session, 'dynamicPages')).toEqual(initialDynamicPagesState);
  });

  it('clears the customer’s consents with the lead id when the application result is cleared', () => {
    const kept = { leadId: 'lead-1', set: 'tfbank', answer: { consents: [] } };
    const { store, session } = makeTestStore({
      preloadedState: {
        applicationState: { ...initialApplicationState, progressState: 36 },
        lead: { ...initialLeadState, application: { id: 'lead-1' } },
      },
    });
    store.dispatch(customerConsentsReceived(kept));
    expect(json(session, 'state')).toMatchObject({ customerConsents: kept });
    store.dispatch(applicationResultCleared());
    expect(json(session, 'state')).toMatchObject({ customerConsents: null });
  });

  it('writes nothing for an action that changes nothing persisted', () => {
    const { store, session } = makeTestStore();
    store.dispatch({ type: 'unrelated/action' });
    expect(session.entries.size).toBe(0);
  });
});

describe('storedLoanApplication in local storage', () => {
  it('is written when the loan information is submitted, keeping its other properties', () => {
    const affiliate = { attribute: 'partner', setAt: '2026-01-01T10:00:00.000Z' };
    const { store, local } = makeTestStore({
      localStorage: {
        [STORED_LOAN_APPLICATION_KEY]: JSON.stringify({
          affiliateReferenceParams: affiliate,
          amount: 300,
        }),
      },
    });

    store.dispatch(
      loanInformationSubmitted({ amount: 800, period: 70, periodScale: 'days', nextState: 2 }),
    );

    expect(json(local, STORED_LOAN_APPLICATION_KEY)).toEqual({
      affiliateReferenceParams: affiliate,
      amount: 800,
      period: 70,
    });
  });

  it('is not touched by other lead changes', () => {
    const { store, local } = makeTestStore();
    store.dispatch(fieldEdited({ name: 'amount', value: '500' }));
    expect(local.getItem(STORED_LOAN_APPLICATION_KEY)).toBeNull();
  });

  it('replaces a stored value of the wrong shape', () => {
    const { store, local } = makeTestStore({
      localStorage: { [STORED_LOAN_APPLICATION_KEY]: '[1,2]' },
    });
    store.dispatch(
      loanInformationSubmitted({ amount: 100, period: 61, periodScale: 'days', nextState: 2 }),
    );
    expect(json(local, STORED_LOAN_APPLICATION_KEY)).toEqual({ amount: 100, period: 61 });
  });
});

describe('restorePersistedState', () => {
  it('gives back what the store saved', async () => {
    const { store, session, local } = makeTestStore();
    store.dispatch(
      loanInformationSubmitted({ amount: 800, period: 70, periodScale: 'days', nextState: 2 }),
    );
    await store.dispatch(
      stepSubmitted({ values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 }),
    );
    store.dispatch(fieldEdited({ name: 'contactDetails.email', value: 'ana@' }));
    store.dispatch(uiColorsMerged({ primary: 'red' }));

    const restored = restore({
      session: createMemoryStorage('sessionStorage', Object.fromEntries(session.entries)).store,
      local: createMemoryStorage('localStorage', Object.fromEntries(local.entries)).store,
    });

    const saved = store.getState();
    expect(restored.lead).toEqual({ ...saved.lead, status: 'idle' });
    // The pending move to the next step comes back too (no router ran here to carry it out).
    expect(restored.applicationState).toEqual(saved.applicationState);
    expect(restored.ui).toEqual({ colors: { primary: 'red' } });
  });

  it('restores a pending route change only as the route of the stored state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stateWith = (routeChange: unknown) =>
      restore(storesWith({ state: { progressState: 3 }, routeChange })).applicationState
        ?.routeChange;
    expect(stateWith({ path: '/contact-details', mode: 'PUSH' })).toEqual({
      path: '/contact-details',
      mode: 'PUSH',
    });
    expect(stateWith(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    for (const hostile of [
      { path: '//evil.example.com', mode: 'PUSH' },
      { path: 'https://evil.example.com/', mode: 'REPLACE' },
      { path: '/contact-details', mode: 'JUMP' },
      // Stale: a move left from an earlier state.
      { path: '/personal-details', mode: 'PUSH' },
      '/contact-details',
      [1, 2],
    ])
      expect(stateWith(hostile)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Ignoring stored "routeChange": not the route of the stored state',
    );
    // Without the state it belongs to, a stored route change leads nowhere.
    expect(
      restore(storesWith({ routeChange: { path: '/contact-details', mode: 'PUSH' } }))
        .applicationState,
    ).toBeUndefined();
    warn.mockRestore();
  });

  it('restores the customer’s consents with their lead, set and answer, and nothing else', () => {
    const kept = { leadId: 'lead-1', set: 'tfbank', answer: { set: 'tfbank', consents: [] } };
    const consentsFrom = (customerConsents: unknown) =>
      restore(storesWith({ state: { progressState: 36, customerConsents } })).applicationState
        ?.customerConsents;
    expect(consentsFrom(kept)).toEqual(kept);
    for (const hostile of [
      'tfbank',
      [kept],
      { ...kept, leadId: 7 },
      { ...kept, set: null },
      { ...kept, answer: 'consents' },
      { ...kept, answer: [1] },
    ])
      expect(consentsFrom(hostile)).toBeNull();
  });

  it('turns revived stored ISO dates back into strings so the store stays serialisable', () => {
    const restored = restore(
      storesWith({
        leadApplication: {
          application: {
            id: 'l',
            sessionStartedAt: '2026-03-01T09:30:00.000Z',
            deviceData: { language: 'es' },
          },
          draft: {},
        },
        state: { progressState: 3, lastOperationTimestamp: '2026-03-01T09:31:00.000Z' },
      }),
    );
    expect(restored.lead?.application.sessionStartedAt).toBe('2026-03-01T09:30:00.000Z');
    expect(restored.applicationState?.lastOperationTimestamp).toBe('2026-03-01T09:31:00.000Z');
  });

  it('takes amount and period from storedLoanApplication when the tab has no lead', () => {
    const restored = restore(
      storesWith({}, { storedLoanApplication: { amount: 400, period: 65, other: 'x' } }),
    );
    expect(restored.lead?.application).toEqual({ amount: 400, period: 65 });
  });

  it('drops a stored amount or period beyond the contract’s range, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restored = restore(
      storesWith({}, { storedLoanApplication: { amount: 2e9, period: 61.5 } }),
    );
    expect(restored.lead?.application).toEqual({});
    expect(warn).toHaveBeenCalledWith("Dropping stored amount: beyond the lead API's limits");
    expect(warn).toHaveBeenCalledWith("Dropping stored period: beyond the lead API's limits");
    warn.mockRestore();
  });

  it.each([42, -1, 3.5, 1e9])(
    'starts from the initial progress state when the stored one (%s) is none of the contract’s',
    (progressState) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(
        restore(storesWith({ state: { progressState } })).applicationState?.progressState,
      ).toBe(initialApplicationState.progressState);
      expect(warn).toHaveBeenCalledWith(
        "Dropping stored state progressState: beyond the lead API's limits",
      );
      warn.mockRestore();
    },
  );

  it('prefers the tab lead over storedLoanApplication', () => {
    const restored = restore(
      storesWith(
        { leadApplication: { application: { amount: 700 } } },
        { storedLoanApplication: { amount: 400, period: 65 } },
      ),
    );
    expect(restored.lead?.application).toEqual({ amount: 700, period: 65 });
  });

  it('starts from the initial lead when nothing is stored', () => {
    const restored = restore(storesWith());
    expect(restored.lead).toEqual(initialLeadState);
    expect(restored).not.toHaveProperty('applicationState');
    expect(restored).not.toHaveProperty('dynamicPages');
    expect(restored).not.toHaveProperty('ui');
  });

  it.each([
    ['an array', [1, 2]],
    ['a number', 42],
    ['a string', 'hello'],
    ['true', true],
  ])('ignores every key holding %s', (_name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restored = restore(
      storesWith(
        { leadApplication: value, state: value, dynamicPages: value, uiColors: value },
        { storedLoanApplication: value },
      ),
    );
    expect(restored).toEqual({ lead: initialLeadState });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring stored "leadApplication"'));
  });

  it('drops fields of the wrong type inside otherwise valid records', () => {
    const restored = restore(
      storesWith({
        leadApplication: {
          application: 'not an object',
          draft: { ok: 'text', checked: true, bad: 3, worse: { a: 1 } },
          createRequestKey: 12,
        },
        state: {
          progressState: 'two',
          applicationResult: [1],
          lastOperationTimestamp: 5,
          routeChange: { path: '/x' },
        },
        dynamicPages: { formsByPath: {}, formSequenceByPath: 'name' },
        uiColors: { primary: '#000', size: 12 },
      }),
    );
    expect(restored.lead).toEqual({ ...initialLeadState, draft: { ok: 'text', checked: true } });
    expect(restored.applicationState).toEqual(initialApplicationState);
    expect(restored).not.toHaveProperty('dynamicPages');
    expect(restored.ui).toEqual({ colors: { primary: '#000' } });
  });

  it('restores valid dynamic pages', () => {
    const pages = {
      formsByPath: {},
      formSequenceByPath: ['name', 'gender'],
      currentFormPath: 'gender',
      erroredFormPath: null,
    };
    expect(restore(storesWith({ dynamicPages: pages })).dynamicPages).toEqual(pages);
  });

  it('reads values that an older release JSON-encoded twice', () => {
    const session = createMemoryStorage('sessionStorage', {
      state: JSON.stringify(JSON.stringify({ progressState: 4 })),
    }).store;
    const restored = restore({
      session,
      local: createMemoryStorage('localStorage').store,
    });
    expect(restored.applicationState?.progressState).toBe(4);
  });
});

describe('the reset rules of section 4 reach storage (issue 32, W1)', () => {
  const NOW = new Date('2026-03-01T12:00:00.000Z');
  const SESSION_ID = '11111111-1111-4111-8111-111111111111';
  const TOKEN = 'tOkEn-of-lead-42_abcdefghijklmnopqrstuvwxyz';

  /** One page load: the entry, then the restored state with the reset rules applied. */
  function load(search: string, stores: ReturnType<typeof storesWith>) {
    const entry = startEntry({
      search,
      href: `https://example.com/application-frontend/${search}`,
      now: NOW,
      ...stores,
      affiliate: { expiryHours: 480 },
    });
    return applyResetRules(restore(stores), entry, NOW, 30 * 86_400_000, stores);
  }

  it.each([
    ['a new affiliate reference', '?refName=beta'],
    ['a new session id', '?sessionId=22222222-2222-4222-9222-222222222222'],
  ])(
    '%s starts over, and a reload after it finds the first step, not the old lead’s',
    (_name, search) => {
      const stores = storesWith(
        {
          sessionId: SESSION_ID,
          sessionStartedAt: NOW,
          leadApplication: {
            application: { id: 'lead-42', leadStatus: 1, personalDetails: { firstName: 'Ana' } },
            draft: {},
          },
          applicantToken: TOKEN,
          state: { progressState: 3, applicationResult: null },
          routeChange: { path: '/contact-details', mode: 'PUSH' },
        },
        { storedLoanApplication: { affiliateReferenceParams: { attribute: 'alpha', setAt: NOW } } },
      );
      const started = load(search, stores);
      expect(started.applicationState).toEqual(initialApplicationState);
      expect(started.lead?.application.id).toBeUndefined();

      const reloaded = load('', stores);
      expect(reloaded.applicationState?.progressState).toBe(initialApplicationState.progressState);
      expect(reloaded.applicationState?.routeChange).toBeNull();
      expect(reloaded.lead?.application.id).toBeUndefined();
      expect(reloaded.lead?.applicantToken).toBeNull();
      expect(stores.session.getItem('applicantToken')).toBeNull();
      // What the applicant typed stays theirs.
      expect(reloaded.lead?.application.personalDetails).toEqual({ firstName: 'Ana' });
    },
  );
});
