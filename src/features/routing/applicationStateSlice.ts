import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applicationResultCleared, loanInformationSubmitted } from '../lead/leadEvents';
import {
  leadContinued,
  leadStatusPolled,
  leadStepSubmitted,
  stepSubmitted,
} from '../lead/leadThunks';
import type { ApplicationResult } from '../lead/types';
import { routeChangeFor, type RouteChange } from './stateRoutes';
import { INITIAL_PROGRESS_STATE } from '../lead/progressStates';

export interface ApplicationStateState {
  progressState: number;
  applicationResult: ApplicationResult | null;
  customerConsents: string[];
  /** A navigation the router still has to carry out. */
  routeChange: RouteChange | null;
  lastOperationTimestamp: string | null;
}

export const initialApplicationState: ApplicationStateState = {
  progressState: INITIAL_PROGRESS_STATE,
  applicationResult: null,
  customerConsents: [],
  routeChange: null,
  lastOperationTimestamp: null,
};

function moveTo(state: ApplicationStateState, progressState: number): void {
  state.progressState = progressState;
  state.routeChange = routeChangeFor(progressState);
  state.lastOperationTimestamp = new Date().toISOString();
}

export const applicationStateSlice = createSlice({
  name: 'applicationState',
  initialState: initialApplicationState,
  reducers: {
    routeChangeHandled(state) {
      state.routeChange = null;
    },
    /** The applicant opened a before-offer step's route directly (back button, bookmark). */
    progressStateVisited(state, action: PayloadAction<number>) {
      state.progressState = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loanInformationSubmitted, (state, { payload }) => moveTo(state, payload.nextState))
      .addCase(stepSubmitted.fulfilled, (state, { payload }) =>
        moveTo(state, payload.progressState),
      )
      .addCase(applicationResultCleared, (state) => {
        state.applicationResult = null;
        moveTo(state, INITIAL_PROGRESS_STATE);
      })
      .addCase(leadStepSubmitted.fulfilled, (state, { payload }) => {
        if (payload.applicationResult !== undefined)
          state.applicationResult = payload.applicationResult;
        moveTo(state, payload.progressState);
      })
      .addCase(leadContinued.fulfilled, (state, { payload }) => {
        // A continue link always leaves /continue for the lead's own route.
        state.applicationResult = payload.applicationResult;
        moveTo(state, payload.progressState);
      })
      .addCase(leadStatusPolled.fulfilled, (state, { payload }) => {
        state.applicationResult = payload.applicationResult;
        // Polling moves the applicant only when the state changes, not on every answer.
        if (payload.progressState !== state.progressState) moveTo(state, payload.progressState);
      });
  },
  selectors: {
    selectProgressState: (state) => state.progressState,
    selectApplicationResult: (state) => state.applicationResult,
    selectRouteChange: (state) => state.routeChange,
  },
});

export const { routeChangeHandled, progressStateVisited } = applicationStateSlice.actions;
export const { selectProgressState, selectApplicationResult, selectRouteChange } =
  applicationStateSlice.selectors;
