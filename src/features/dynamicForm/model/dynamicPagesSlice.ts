import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import { applicationResultCleared, leadContinued, stepSubmitted } from '../../lead';
import { parseDataPointPlacements } from './boundary';
import { buildSteps, extendSteps, firstErroredPath, furthestPath } from './engine';
import {
  initialDynamicPagesState,
  type DataPointPlacement,
  type DynamicFieldError,
  type DynamicPagesState,
} from './types';

export type {
  DataPointPlacement,
  DynamicFieldError,
  DynamicForm,
  DynamicPagesState,
} from './types';
export { initialDynamicPagesState } from './types';

/** Adds the data points a lead API answer carries (create, update or continue), if any. */
function receiveDataPoints(
  state: DynamicPagesState,
  dataPoints: unknown,
): DynamicPagesState | undefined {
  const placements = parseDataPointPlacements(dataPoints);
  if (placements === null || placements.length === 0) return undefined;
  return extendSteps(state, placements);
}

/**
 * The dynamic (v3) form: steps built from data points (specification sections 3 and 4). The
 * answers themselves live in the lead's draft like every other typed value; this slice knows the
 * steps, their order, where the applicant has got to and what the server found wrong.
 */
export const dynamicPagesSlice = createSlice({
  name: 'dynamicPages',
  initialState: initialDynamicPagesState,
  reducers: {
    /** A v3 brand's funnel opened: its first page's steps, unless steps are already known. */
    dynamicFormStarted(state, action: PayloadAction<DataPointPlacement[]>) {
      if (state.formSequenceByPath.length > 0) return state;
      const steps = buildSteps(action.payload);
      return {
        ...steps,
        currentFormPath: steps.formSequenceByPath[0] ?? null,
        erroredFormPath: null,
      };
    },
    /** The applicant answered a step that is not the last one and moves on to the next. */
    dynamicStepCompleted(state, action: PayloadAction<{ path: string }>) {
      const next = state.formsByPath[action.payload.path]?.nextButtonFormPath ?? null;
      state.currentFormPath = furthestPath(state, state.currentFormPath, next);
    },
    /** The applicant changed an answer on a step: the server's complaints about it no longer hold. */
    dynamicPathEdited(state, action: PayloadAction<{ path: string }>) {
      const form = state.formsByPath[action.payload.path];
      if (!form || form.errors.length === 0) return;
      form.errors = [];
      state.erroredFormPath = firstErroredPath(state);
    },
    /** The lead API refused the submission: its field errors, already mapped to their steps. */
    fieldErrorsReceived(state, action: PayloadAction<Record<string, DynamicFieldError[]>>) {
      for (const path of state.formSequenceByPath) {
        const form = state.formsByPath[path];
        if (form) form.errors = action.payload[path] ?? [];
      }
      state.erroredFormPath = firstErroredPath(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(stepSubmitted.fulfilled, (state, { payload }) =>
        receiveDataPoints(state, payload.dataPoints),
      )
      .addCase(leadContinued.fulfilled, (state, { payload }) =>
        receiveDataPoints(state, payload.dataPoints),
      )
      .addCase(applicationResultCleared, () => initialDynamicPagesState);
  },
  selectors: {
    selectFormsByPath: (state) => state.formsByPath,
    selectFormSequence: (state) => state.formSequenceByPath,
    selectErroredFormPath: (state) => state.erroredFormPath,
    selectDynamicPages: (state) => state,
  },
});

declare module '../../../app/store' {
  // Declaration merging needs an interface; its members come from the extended type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof dynamicPagesSlice> {}
}

/**
 * Injected when this module loads: at startup in a build of the dynamic form (app/bootstrap.tsx
 * loads it before making the store), never in a classic build, which does not carry it.
 */
const injectedSlice = dynamicPagesSlice.injectInto(rootReducer);

export const { dynamicFormStarted, dynamicStepCompleted, dynamicPathEdited, fieldErrorsReceived } =
  dynamicPagesSlice.actions;
export const { selectFormsByPath, selectFormSequence, selectErroredFormPath, selectDynamicPages } =
  injectedSlice.selectors;
