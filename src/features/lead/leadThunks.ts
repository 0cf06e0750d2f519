import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import type { LeadStepEndpoint } from './api';
import type { LeadApplication, LeadSaved } from './types';
import { REACT_UI_TAG } from './types';
import { deepMerge } from '../../lib/objectPath';

export interface StepSubmission {
  /** The typed lead fields this step fills. */
  values: LeadApplication;
  /** The state the applicant moves to when the lead API accepts the step. */
  nextState: number;
  /**
   * The applicant re-sends a save that has stalled; the caller aborts the hanging request. A
   * create reuses its idempotency key, so the API still makes one lead.
   */
  retry?: boolean;
}

function withReactUiTag(tags: readonly string[] | undefined): string[] {
  return [REACT_UI_TAG, ...(tags ?? []).filter((tag) => tag !== REACT_UI_TAG)];
}

/**
 * Sends a submitted step: creates the lead on the first call (POST) and updates it afterwards
 * (PUT). A failure is logged and rejected; the typed values stay in the draft for a retry.
 */
export const stepSubmitted = createAppAsyncThunk(
  'lead/stepSubmitted',
  async ({ values, nextState }: StepSubmission, { getState, extra, rejectWithValue, signal }) => {
    const { application, createRequestKey } = getState().lead;
    const merged = deepMerge(application, values);
    const body = { ...merged, tags: withReactUiTag(merged.tags), progressState: nextState };
    const api = await extra.leadApi();
    const { id } = application;
    const result =
      id === undefined
        ? await api.createLead(body, createRequestKey ?? crypto.randomUUID(), { signal })
        : await api.updateLead({ ...body, id }, { signal });
    if (result.error) {
      // An aborted request was replaced by the applicant's retry: nothing failed.
      if (!signal.aborted)
        console.error(
          id === undefined ? 'Failed to post lead' : 'Failed to update lead',
          result.error,
        );
      return rejectWithValue(result.error);
    }
    return result.data satisfies LeadSaved;
  },
  // A second click while the first request is out must not create a second lead.
  {
    condition: (submission, { getState }) =>
      getState().lead.status !== 'pending' || submission.retry === true,
  },
);

export interface LeadStepSubmission {
  endpoint: LeadStepEndpoint;
  /** The typed lead fields this step fills; kept in the lead when the call succeeds. */
  values: LeadApplication;
  /** Extra body fields the call needs besides the lead id and the values (codes, choices). */
  extra?: Record<string, unknown>;
  /** The applicant re-sends a call that has stalled (StepForm aborts the hanging one first). */
  retry?: boolean;
}

/**
 * Sends a step that has its own call (after-offer screens, partner offers): the lead id, the
 * values and any extra fields go to the step's endpoint; the answer's state decides the route.
 */
export const leadStepSubmitted = createAppAsyncThunk(
  'lead/stepCallSubmitted',
  async (
    { endpoint, values, extra: fields }: LeadStepSubmission,
    { getState, extra, rejectWithValue },
  ) => {
    const { id } = getState().lead.application;
    if (id === undefined) return rejectWithValue({ message: 'No lead to update' });
    const api = await extra.leadApi();
    const result = await api.sendLeadStep(endpoint, { id, ...values, ...fields });
    if (result.error) {
      console.error(`Failed to send ${endpoint.path}`, result.error);
      return rejectWithValue(result.error);
    }
    return result.data;
  },
  {
    condition: (submission, { getState }) =>
      getState().lead.status !== 'pending' || submission.retry === true,
  },
);

/** One poll of `/lead/status/{id}` while the lead is being checked. */
export const leadStatusPolled = createAppAsyncThunk(
  'lead/statusPolled',
  async (_: undefined, { getState, extra, rejectWithValue, signal }) => {
    const { id } = getState().lead.application;
    if (id === undefined) return rejectWithValue({ message: 'No lead to check' });
    const api = await extra.leadApi();
    // A screen that stops waiting (its bound, leaving) aborts the poll still out.
    const result = await api.fetchLeadStatus(id, { signal });
    return result.error ? rejectWithValue(result.error) : result.data;
  },
);

/** Loads an existing lead from a continue link, with what the server knows about it. */
export const leadContinued = createAppAsyncThunk(
  'lead/continued',
  async (
    { id, refTransactionId }: { id: string; refTransactionId?: string },
    { extra, rejectWithValue },
  ) => {
    const api = await extra.leadApi();
    const result = await api.continueLead(id, 'continue', refTransactionId);
    return result.error ? rejectWithValue(result.error) : result.data;
  },
);
