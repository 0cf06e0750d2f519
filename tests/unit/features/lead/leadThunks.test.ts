import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { describe, expect, it, vi } from 'vitest';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { leadStatusPolled, stepSubmitted } from '../../../../src/features/lead/leadThunks';
import type { LeadSaved } from '../../../../src/features/lead/types';
import type { RequestResult } from '../../../../src/lib/http';
import { deferred } from '../../helpers/deferred';
import { makeTestStore } from '../../testUtils';

const contactStep = {
  values: { contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } },
  nextState: 4,
};

describe('stepSubmitted against the lead API', () => {
  it('creates the lead with POST on the first step: whole lead, react-ui tag first, next progress state', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: { amount: 900, period: 61, sessionId: 's-1', tags: ['campaign'] },
        },
      },
    });

    await store.dispatch(
      stepSubmitted({ values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 }),
    );

    expect(leadApi.updateLead).not.toHaveBeenCalled();
    expect(leadApi.createLead).toHaveBeenCalledTimes(1);
    const [body, key] = leadApi.createLead.mock.calls[0]!;
    expect(body).toEqual({
      amount: 900,
      period: 61,
      sessionId: 's-1',
      tags: ['react-ui', 'campaign'],
      personalDetails: { firstName: 'Ana' },
      progressState: 3,
    });
    expect(key).toMatch(/\S/);
  });

  it('adds the react-ui tag to a lead without tags and never twice', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: { lead: { ...initialLeadState, application: { tags: ['x', 'react-ui'] } } },
    });
    await store.dispatch(stepSubmitted(contactStep));
    expect(leadApi.createLead.mock.calls[0]![0].tags).toEqual(['react-ui', 'x']);

    const fresh = makeTestStore();
    await fresh.store.dispatch(stepSubmitted(contactStep));
    expect(fresh.leadApi.createLead.mock.calls[0]![0].tags).toEqual(['react-ui']);
  });

  it('updates with PUT and the lead id once the lead exists', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: {
        lead: {
          ...initialLeadState,
          application: { id: 'lead-1', personalDetails: { firstName: 'Ana' }, tags: ['react-ui'] },
        },
      },
    });

    await store.dispatch(stepSubmitted(contactStep));

    expect(leadApi.createLead).not.toHaveBeenCalled();
    expect(leadApi.updateLead).toHaveBeenCalledTimes(1);
    expect(leadApi.updateLead.mock.calls[0]![0]).toEqual({
      id: 'lead-1',
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' },
      tags: ['react-ui'],
      progressState: 4,
    });
  });

  it('creates first, then updates the lead the create returned', async () => {
    const { store, leadApi } = makeTestStore({
      leadApi: {
        createLead: (body) =>
          Promise.resolve({
            data: { id: 'new-id', progressState: body.progressState, leadStatus: 1 },
          }),
      },
    });
    await store.dispatch(
      stepSubmitted({ values: { personalDetails: { firstName: 'Ana' } }, nextState: 3 }),
    );
    await store.dispatch(stepSubmitted(contactStep));
    expect(leadApi.createLead).toHaveBeenCalledTimes(1);
    expect(leadApi.updateLead).toHaveBeenCalledTimes(1);
    expect(leadApi.updateLead.mock.calls[0]![0]).toMatchObject({
      id: 'new-id',
      personalDetails: { firstName: 'Ana' },
      progressState: 4,
    });
  });

  it('logs "Failed to post lead" when the create fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = { status: 500, message: 'Request failed with status code 500' };
    const { store } = makeTestStore({ leadApi: { createLead: () => Promise.resolve({ error }) } });

    const result = await store.dispatch(stepSubmitted(contactStep));

    expect(stepSubmitted.rejected.match(result)).toBe(true);
    expect(logged).toHaveBeenCalledWith('Failed to post lead', error);
  });

  it('logs "Failed to update lead" when the update fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = { message: 'Network Error' };
    const { store } = makeTestStore({
      preloadedState: { lead: { ...initialLeadState, application: { id: 'lead-1' } } },
      leadApi: { updateLead: () => Promise.resolve({ error }) },
    });

    await store.dispatch(stepSubmitted(contactStep));

    expect(logged).toHaveBeenCalledWith('Failed to update lead', error);
    expect(logged).not.toHaveBeenCalledWith('Failed to post lead', expect.anything());
  });

  it('does not call the API a second time while the first submission is pending', async () => {
    const answer = deferred<RequestResult<LeadSaved>>();
    const { store, leadApi } = makeTestStore({ leadApi: { createLead: () => answer.promise } });

    const first = store.dispatch(stepSubmitted(contactStep));
    const second = await store.dispatch(stepSubmitted(contactStep));
    answer.resolve({ data: { id: 'lead-1', progressState: 4 } });
    await first;

    expect(leadApi.createLead).toHaveBeenCalledTimes(1);
    expect(stepSubmitted.rejected.match(second) && second.meta.condition).toBe(true);
    expect(store.getState().lead.application.id).toBe('lead-1');
    expect(store.getState().lead.status).toBe('idle');
  });

  it('allows a new submission once the previous one has failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, leadApi } = makeTestStore();
    leadApi.createLead.mockResolvedValueOnce({ error: { message: 'Network Error' } });
    await store.dispatch(stepSubmitted(contactStep));
    await store.dispatch(stepSubmitted(contactStep));
    expect(leadApi.createLead).toHaveBeenCalledTimes(2);
    expect(store.getState().lead.status).toBe('idle');
  });
});

describe('leadStatusPolled', () => {
  it('asks for the status of the current lead and applies its state and result', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: { lead: { ...initialLeadState, application: { id: 'lead-3' } } },
      leadApi: {
        fetchLeadStatus: (id) =>
          Promise.resolve({
            data: {
              id,
              progressState: 12,
              applicationResult: { redirectUrl: 'https://partner.example' },
            },
          }),
      },
    });

    await store.dispatch(leadStatusPolled());

    expect(leadApi.fetchLeadStatus).toHaveBeenCalledWith('lead-3', {
      signal: expect.any(AbortSignal),
    });
    expect(store.getState().applicationState.progressState).toBe(12);
    expect(store.getState().applicationState.applicationResult).toEqual({
      redirectUrl: 'https://partner.example',
    });
    expect(store.getState().applicationState.routeChange).toEqual({
      path: '/redirected',
      mode: 'REPLACE',
    });
  });

  it('does not navigate again while the lead is still being checked', async () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: { ...initialLeadState, application: { id: 'lead-4' } },
        applicationState: { ...initialApplicationState, progressState: 6 },
      },
      leadApi: {
        fetchLeadStatus: (id) =>
          Promise.resolve({ data: { id, progressState: 6, applicationResult: null } }),
      },
    });

    await store.dispatch(leadStatusPolled());

    expect(store.getState().applicationState.progressState).toBe(6);
    expect(store.getState().applicationState.routeChange).toBeNull();
  });

  it('does not call the API without a lead', async () => {
    const { store, leadApi } = makeTestStore();
    const result = await store.dispatch(leadStatusPolled());
    expect(leadApi.fetchLeadStatus).not.toHaveBeenCalled();
    expect(result.payload).toEqual({ message: 'No lead to check' });
  });
});
