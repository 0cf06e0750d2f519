import { createAction } from '@reduxjs/toolkit';
import type { DraftValues } from '../form/fieldTypes';
import type { LeadApplication } from './types';

/** Startup resolved the session and the marketing parameters of the entry URL. */
export const entryResolved = createAction<{ application: LeadApplication; prefill: DraftValues }>(
  'entry/resolved',
);

/** The applicant chose an amount and a period and moves on to `nextState`. */
export const loanInformationSubmitted = createAction<{
  amount: number;
  period: number;
  periodScale: string;
  nextState: number;
}>('lead/loanInformationSubmitted');

/** The applicant starts over after an outcome: the lead id goes and dynamic pages reset. */
export const applicationResultCleared = createAction('applicationState/applicationResultCleared');
