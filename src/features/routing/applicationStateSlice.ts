import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  applicationResultCleared,
  loanInformationSubmitted,
  leadContinued,
  leadStatusPolled,
  leadStepSubmitted,
  stepSubmitted,
  INITIAL_PROGRESS_STATE,
} from '../lead';
import type { ApplicationResult } from '../lead';
import { routeChangeFor, type RouteChange } from './stateRoutes';

/**
 * The consents `/customer/{id}/consents` last gave the consents screen, for that lead and set:
 * a reload shows them at once while the screen asks again. Kept as the server sent them; the
 * screen checks each consent (afterOffer/consents/consentSet.ts) before showing it.
 */
export interface CustomerConsents {
  leadId: string;
  set: string;
  answer: Record<string, unknown>;
}

export interface ApplicationStateState {
  progressState: number;
  applicationResult: ApplicationResult | null;
  customerConsents: CustomerConsents | null;
  /** A navigation the router still has to carry out. */
  routeChange: RouteChange | null;
  lastOperationTimestamp: string | null;
}

export const initialApplicationState: ApplicationStateState = {
  progressState: INITIAL_PROGRESS_STATE,
  applicationResult: null,
  customerConsents: null,
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
    customerConsentsReceived(state, { payload }: PayloadAction<CustomerConsents>) {
      state.customerConsents = payload;
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
        state.customerConsents = null;
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
    selectCustomerConsents: (state) => state.customerConsents,
  },
});

export const { routeChangeHandled, customerConsentsReceived } = applicationStateSlice.actions;
export const {
  selectProgressState,
  selectApplicationResult,
  selectRouteChange,
  selectCustomerConsents,
} = applicationStateSlice.selectors;
