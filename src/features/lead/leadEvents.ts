import { createAction } from '@reduxjs/toolkit';
import type { DraftValues } from './draft';
import type { LeadApplication } from './types';

/**
 * Startup resolved the session and the marketing parameters of the entry URL. `entrySearch` is
 * that URL's query without its personal parameters, for the tracking layer's attribution;
 * `startsSession` says the entry started a session, whose attribution owes nothing to an older one.
 */
export const entryResolved = createAction<{
  application: LeadApplication;
  prefill: DraftValues;
  entrySearch: string;
  startsSession?: boolean;
}>('entry/resolved');

/** The applicant chose an amount and a period and moves on to `nextState`. */
export const loanInformationSubmitted = createAction<{
  amount: number;
  period: number;
  periodScale: string;
  nextState: number;
}>('lead/loanInformationSubmitted');

/** The applicant starts over after an outcome: the lead id goes and dynamic pages reset. */
export const applicationResultCleared = createAction('applicationState/applicationResultCleared');

/**
 * The tracking layer read ad-platform ids (cookies, click ids) or the redirect flag: they are
 * merged into the lead and travel with its next save.
 */
export const trackingAttributionCollected = createAction<
  Pick<LeadApplication, 'metaPixel' | 'tikTokPixel' | 'posthogParameters'>
>('tracking/attributionCollected');
