/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '../../../../sandbox/platform/openapi';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { LeadApi } from '../../../../src/features/lead/api';
import {
  ApplicationResultSchema,
  LeadStatusSchema,
} from '../../../../src/features/lead/answerSchemas';
import { aboutLead, checkedAnswer } from '../../../../src/features/lead/checkedAnswer';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import {
  answersTo,
  componentRef,
  contractValue,
  resolverOf,
} from '../../helpers/contractArbitraries';
import { renderWithProviders } from '../../testUtils';

/**
 * The screens that show what the status poll answers, fed answers generated from the contract
 * (anything, valid, broken) through the lead API client's own edge: whatever comes, the
 * applicant sees a screen with a way on, never "Something went wrong".
 */

// Read by path: in the page's environment, import.meta.url is no file URL (loadOpenApi's).
const contractFile = path.resolve(import.meta.dirname, '../../../../sandbox/openapi.json');
const doc = JSON.parse(readFileSync(contractFile, 'utf8')) as OpenApiDocument;
const componentOf = resolverOf(doc.components.schemas);

const LEAD_ID = 'lead-7';
const RUNS = 20;
// Each case renders the page: a failure is reported as found, not shrunk render by render.
const CRASH = /Something went wrong/;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * The lender's final answers: they end the application and need no way on. Every other screen
 * (an error above all) must offer one.
 */
const FINAL_ANSWERS = ['rejected-title', 'thank-you-title', 'accepted-title'];

/**
 * What the applicant can do on the screen: its buttons and links, or the checking screen's
 * progress (which moves on by itself); a final answer counts as done.
 */
function wayOnOf(main: HTMLElement): number {
  const heading = within(main).queryByRole('heading', { level: 1 });
  if (FINAL_ANSWERS.includes(heading?.id ?? '')) return 1;
  const checking = within(main).queryAllByRole('progressbar', {
    name: 'Checking your application',
  });
  const actions = [
    ...within(main).queryAllByRole('button'),
    ...within(main).queryAllByRole('link'),
  ];
  return checking.length + actions.length;
}

/** A status poll answered `answer`, read as the lead API client reads it. */
const statusAnswering =
  (answer: unknown): LeadApi['fetchLeadStatus'] =>
  (id) =>
    aboutLead(
      checkedAnswer(Promise.resolve({ data: answer }), LeadStatusSchema, 'GET /lead/status'),
      id,
      'GET /lead/status',
    );

describe('whatever the status poll answers', () => {
  it(
    'the checking screen moves on to a screen with a way on, or keeps checking',
    { timeout: 45_000 },
    async () => {
      const aboutTheLead = contractValue(componentRef('LeadStatus'), componentOf).map((answer) => ({
        ...(answer as object),
        id: LEAD_ID,
      }));
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(answersTo(componentRef('LeadStatus'), componentOf), aboutTheLead),
          async (answer) => {
            const { unmount } = renderWithProviders(<ApplicationPage />, {
              route: '/checking',
              leadApi: { fetchLeadStatus: statusAnswering(answer) },
              preloadedState: {
                applicationState: { ...initialApplicationState, progressState: 6 },
                lead: { ...initialLeadState, application: { id: LEAD_ID } },
              },
            });
            await act(() => vi.advanceTimersByTimeAsync(2500));
            // A screen's code loads the first time it shows: slow on a busy machine.
            await vi.waitFor(() => expect(wayOnOf(screen.getByRole('main'))).toBeGreaterThan(0), {
              timeout: 8000,
            });
            expect(screen.queryByText(CRASH)).toBeNull();
            unmount();
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );

  it('the accepted screen shows offers, or says there are none to show with a way on', async () => {
    const result = answersTo(componentRef('ApplicationResult'), componentOf)
      .map((answer) => v.safeParse(ApplicationResultSchema, answer))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.output);
    await fc.assert(
      fc.asyncProperty(result, async (applicationResult) => {
        const { unmount } = renderWithProviders(<ApplicationPage />, {
          route: '/accepted',
          preloadedState: {
            applicationState: { ...initialApplicationState, progressState: 10, applicationResult },
            lead: { ...initialLeadState, application: { id: LEAD_ID } },
          },
        });
        await screen.findByRole('heading', { level: 1, name: /offers/ });
        expect(screen.queryByText(CRASH)).toBeNull();
        const shown = screen.queryAllByRole('listitem').length;
        const unshown = (applicationResult.unshownOffers ?? 0) > 0;
        if (shown === 0 && unshown) {
          expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
        }
        if (shown === 0 && !unshown) {
          expect(screen.getByText('Your offers will arrive by email shortly.')).toBeDefined();
        }
        unmount();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
