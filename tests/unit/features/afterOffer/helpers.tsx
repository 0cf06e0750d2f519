import { configure } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import type { LeadApi, LeadStepEndpoint, LeadStepResult } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { LeadApplication } from '../../../../src/features/lead/types';
import type { RequestResult } from '../../../../src/lib/http';

// Each screen is a lazy chunk loaded on first render; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

export const LEAD_ID = 'lead-42';

/** The store as the after-offer screen of `progressState` finds it. */
export function atState(route: string, progressState: number, application: LeadApplication = {}) {
  return {
    route,
    preloadedState: {
      applicationState: { ...initialApplicationState, progressState },
      lead: {
        ...initialLeadState,
        application: {
          id: LEAD_ID,
          contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' },
          ...application,
        },
      },
    },
  };
}

type Answer = RequestResult<unknown>;
/** `request` answers by "METHOD url" (first match of a prefix wins); anything else is a 501. */
export function requestsBy(
  routes: Record<string, Answer | ((config: AxiosRequestConfig) => Answer)>,
) {
  return vi.fn((config: AxiosRequestConfig) => {
    const key = `${config.method ?? 'GET'} ${config.url ?? ''}`;
    const match = Object.entries(routes).find(([prefix]) => key.startsWith(prefix));
    const answer = match
      ? typeof match[1] === 'function'
        ? match[1](config)
        : match[1]
      : { error: { status: 501, message: key } };
    return Promise.resolve(answer as RequestResult<never>);
  });
}

/** A step call that moves the lead to `progressState`, or fails with `status`. */
export function stepAnswers(
  byPath: Record<string, number | { status: number }>,
): LeadApi['sendLeadStep'] {
  return (endpoint: LeadStepEndpoint): Promise<RequestResult<LeadStepResult>> => {
    const answer = byPath[endpoint.path];
    if (answer === undefined)
      return Promise.resolve({ error: { status: 501, message: endpoint.path } });
    if (typeof answer === 'number')
      return Promise.resolve({
        data: { id: LEAD_ID, progressState: answer, applicationResult: null },
      });
    return Promise.resolve({ error: { status: answer.status, message: `HTTP ${answer.status}` } });
  };
}

export function quietConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
