import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { deepMerge, isPlainObject } from '../../lib/objectPath';
import type { DraftValue, DraftValues } from './draft';
import {
  entryResolved,
  loanInformationSubmitted,
  applicationResultCleared,
  trackingAttributionCollected,
} from './leadEvents';
import { leadContinued, leadStepSubmitted, stepSubmitted } from './leadThunks';
import type { LeadApplication } from './types';

export interface LeadState {
  /** What the applicant has submitted (and the API has accepted) so far. */
  application: LeadApplication;
  /** Typed but not yet submitted values by field name, so a reload loses nothing. */
  draft: DraftValues;
  status: 'idle' | 'pending' | 'failed';
  /** The idempotency key of the create in flight; retries reuse it so only one lead is made. */
  createRequestKey: string | null;
  /**
   * What the lead API gave this browser to read and change `application.id` (a create's or a
   * continue link's answer); it goes wherever the id goes and is cleared with it.
   */
  applicantToken: string | null;
}

export const initialLeadState: LeadState = {
  application: {},
  draft: {},
  status: 'idle',
  createRequestKey: null,
  applicantToken: null,
};

function dropDraftFields(draft: DraftValues, names: readonly string[]): DraftValues {
  return Object.fromEntries(Object.entries(draft).filter(([name]) => !names.includes(name)));
}

/**
 * Attribution the entry settles (specification section 4): each value is replaced as a whole,
 * never merged into an earlier one (a new affiliate reference must not inherit the old sub id),
 * and where the entry settled none (expired, removed, another session's selling tier), the lead
 * carries none either.
 */
const ENTRY_ATTRIBUTION = [
  'affiliateReferenceParams',
  'googleClick',
  'sellingTierGlobalId',
] as const;
/**
 * Attribution of a session that a later entry of the same session keeps unless it brings its own
 * (entryContribution.ts); a new session starts without the old one's.
 */
const SESSION_ATTRIBUTION = ['posthogParameters'] as const;
/** The ad platforms' click ids of this visit: a whole value each, when there is one. */
const PIXEL_ATTRIBUTION = ['metaPixel', 'tikTokPixel'] as const;

/**
 * deepMerge, except that the `whole` keys take the patch's value as it is; with
 * `removeWhenAbsent`, a `whole` key the patch lacks is removed.
 */
function mergeReplacingWhole(
  application: LeadApplication,
  patch: LeadApplication,
  whole: readonly string[],
  removeWhenAbsent: boolean,
): LeadApplication {
  const isWhole = ([key]: [string, unknown]) => whole.includes(key);
  const merged = deepMerge(
    application,
    Object.fromEntries(Object.entries(patch).filter((entry) => !isWhole(entry))),
  );
  const kept = Object.entries(merged).filter(
    (entry) => !isWhole(entry) || (!removeWhenAbsent && !(entry[0] in patch)),
  );
  const replaced = Object.entries(patch).filter(isWhole);
  return Object.fromEntries([...kept, ...replaced]);
}

export const leadSlice = createSlice({
  name: 'lead',
  initialState: initialLeadState,
  reducers: {
    fieldEdited(state, action: PayloadAction<{ name: string; value: DraftValue }>) {
      state.draft[action.payload.name] = action.payload.value;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(entryResolved, (state, { payload }) => {
        const previous = payload.startsSession
          ? mergeReplacingWhole(state.application, {}, SESSION_ATTRIBUTION, true)
          : state.application;
        state.application = mergeReplacingWhole(
          previous,
          payload.application,
          ENTRY_ATTRIBUTION,
          true,
        );
        state.draft = { ...payload.prefill, ...state.draft };
      })
      .addCase(trackingAttributionCollected, (state, { payload }) => {
        state.application = mergeReplacingWhole(
          state.application,
          payload,
          PIXEL_ATTRIBUTION,
          false,
        );
      })
      .addCase(loanInformationSubmitted, (state, { payload }) => {
        state.application.amount = payload.amount;
        state.application.period = payload.period;
        state.application.periodScale = payload.periodScale;
        state.draft = dropDraftFields(state.draft, ['amount', 'period']);
      })
      .addCase(leadContinued.fulfilled, (state, { payload }) => {
        state.application = deepMerge(state.application, { ...payload.lead, id: payload.id });
        state.applicantToken = payload.applicantToken;
        state.draft = {};
      })
      .addCase(applicationResultCleared, (state) => {
        delete state.application.id;
        state.applicantToken = null;
        state.createRequestKey = null;
        // A refused last call (an expired offer) must not greet the new application as a failure.
        state.status = 'idle';
      })
      .addCase(stepSubmitted.pending, (state, { meta }) => {
        state.status = 'pending';
        if (state.application.id === undefined) state.createRequestKey ??= meta.requestId;
      })
      .addCase(leadStepSubmitted.pending, (state) => {
        state.status = 'pending';
      })
      .addMatcher(
        isAnyOf(stepSubmitted.fulfilled, leadStepSubmitted.fulfilled),
        (state, { payload, meta }) => {
          state.application = deepMerge(state.application, meta.arg.values);
          state.application.id = payload.id;
          if (payload.applicantToken !== undefined) state.applicantToken = payload.applicantToken;
          if (payload.leadStatus !== undefined) state.application.leadStatus = payload.leadStatus;
          if (payload.expiresAt !== undefined) state.application.expiresAt = payload.expiresAt;
          state.draft = dropDraftFields(state.draft, Object.keys(flattenKeys(meta.arg.values)));
          state.status = 'idle';
          state.createRequestKey = null;
        },
      )
      .addMatcher(
        isAnyOf(stepSubmitted.rejected, leadStepSubmitted.rejected),
        (state, { meta }) => {
          // Skipped (a double click), or aborted because a retry replaced it and is now pending.
          if (meta.condition || meta.aborted) return;
          state.status = 'failed';
        },
      );
  },
  selectors: {
    selectLeadApplication: (state) => state.application,
    selectDraft: (state) => state.draft,
    selectLeadId: (state) => state.application.id,
    selectSubmitStatus: (state) => state.status,
  },
});

/** `{ a: { b: 1 } }` → `{ 'a.b': 1 }`, to know which draft fields a submission covered. */
function flattenKeys(source: object, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) {
      Object.assign(flat, flattenKeys(value, path));
    } else {
      flat[path] = value;
    }
  }
  return flat;
}

export const { fieldEdited } = leadSlice.actions;
export const { selectLeadApplication, selectDraft, selectLeadId, selectSubmitStatus } =
  leadSlice.selectors;
