// @vitest-environment node
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOpenApi } from '../../../../sandbox/platform/openapi';
import { dynamicFormLookups } from '../../../../src/features/dynamicForm/lookupApi';
import { createLeadApi } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import {
  leadStatusPolled,
  leadStepSubmitted,
  stepSubmitted,
} from '../../../../src/features/lead/leadThunks';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import {
  answersTo,
  componentRef,
  contractValue,
  resolverOf,
} from '../../helpers/contractArbitraries';
import { makeTestStore } from '../../testUtils';

/**
 * The second half of the answers' properties (answerProperties.test.ts has the first): with the
 * real lead API client over a real local server and the real store, any answer to a save, a poll,
 * a step call or a look-up (anything at all, generated to the contract, or broken) ends as a
 * success with a valid value in the store, or as a failed call that keeps what the applicant had,
 * and whose retry goes through once the API answers properly.
 */

const doc = loadOpenApi();
const componentOf = resolverOf(doc.components.schemas);

const LEAD_ID = 'lead-1';
const RUNS = 40;

/** Any answer to `schema`, and often one the contract allows about the lead asked. */
function answersAbout(name: string): fc.Arbitrary<unknown> {
  const aboutTheLead = contractValue(componentRef(name), componentOf).map((answer) => ({
    ...(answer as object),
    id: LEAD_ID,
  }));
  return fc.oneof(answersTo(componentRef(name), componentOf), aboutTheLead);
}

let server: Server;
let baseURL: string;
/** The next answers' bodies, in order; once they run out, `proper` answers. */
let queued: unknown[] = [];
let proper: unknown = null;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = queued.length > 0 ? queued.shift() : proper;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The real store over the real client, the lead in hand and checking. */
function storeOfTheLead() {
  const leadApi = createLeadApi({
    apiBaseUrl: baseURL,
    leadPath: '/v3/lead',
    affiliateEventPath: '/affiliate/event',
    productId: 'askrobin',
    language: 'es-ES',
  });
  return makeTestStore({
    leadApi,
    preloadedState: {
      lead: {
        ...initialLeadState,
        application: { id: LEAD_ID, amount: 500 },
        draft: { 'contactDetails.email': 'ana@example.com' },
      },
      applicationState: { ...initialApplicationState, progressState: 6 },
    },
  });
}

const SAVED = { id: LEAD_ID, progressState: 4, leadStatus: 1, expiresAt: '2026-07-01T10:00:00Z' };
const STATUS = { ...SAVED, progressState: 13, applicationResult: null };
const contactStep = { values: { contactDetails: { email: 'ana@example.com' } }, nextState: 4 };

describe('any answer, with the real store: a valid success, or a failed call with its retry', () => {
  it('a save', async () => {
    proper = SAVED;
    await fc.assert(
      fc.asyncProperty(answersAbout('LeadSaved'), async (answer) => {
        const { store } = storeOfTheLead();
        queued = [answer];
        const first = await store.dispatch(stepSubmitted(contactStep));
        const lead = () => store.getState().lead;
        expect(lead().application.id).toBe(LEAD_ID);
        if (stepSubmitted.fulfilled.match(first)) {
          expect(lead().status).toBe('idle');
          return;
        }
        expect(lead().status).toBe('failed');
        expect(lead().draft['contactDetails.email']).toBe('ana@example.com');
        await store.dispatch(stepSubmitted(contactStep));
        expect(lead().status).toBe('idle');
        expect(lead().application.contactDetails).toEqual({ email: 'ana@example.com' });
      }),
      { numRuns: RUNS },
    );
  });

  it('a status poll', async () => {
    proper = STATUS;
    await fc.assert(
      fc.asyncProperty(answersAbout('LeadStatus'), async (answer) => {
        const { store } = storeOfTheLead();
        queued = [answer];
        const first = await store.dispatch(leadStatusPolled());
        const state = () => store.getState().applicationState.progressState;
        if (leadStatusPolled.fulfilled.match(first)) {
          expect(state()).toBe((answer as { progressState: number }).progressState);
          return;
        }
        // A failed poll changes nothing; the next one (the checking screen's) moves the lead.
        expect(state()).toBe(6);
        await store.dispatch(leadStatusPolled());
        expect(state()).toBe(13);
      }),
      { numRuns: RUNS },
    );
  });

  it('a step call', async () => {
    proper = { ...STATUS, expiresAt: SAVED.expiresAt, progressState: 11 };
    const endpoint = { method: 'POST', path: '/lead/aide' } as const;
    await fc.assert(
      fc.asyncProperty(answersAbout('LeadStepResult'), async (answer) => {
        const { store } = storeOfTheLead();
        queued = [answer];
        const step = { endpoint, values: { otherDetails: { livingArea: 'URBAN' } } };
        const first = await store.dispatch(leadStepSubmitted(step));
        const lead = () => store.getState().lead;
        expect(lead().application.id).toBe(LEAD_ID);
        if (leadStepSubmitted.fulfilled.match(first)) return;
        expect(lead().status).toBe('failed');
        await store.dispatch(leadStepSubmitted(step));
        expect(store.getState().applicationState.progressState).toBe(11);
      }),
      { numRuns: RUNS },
    );
  });

  it('a look-up (RTK Query)', async () => {
    proper = { postalCode: '28013', province: 'Madrid' };
    await fc.assert(
      fc.asyncProperty(answersTo(componentRef('PostcodePlace'), componentOf), async (answer) => {
        const { store } = storeOfTheLead();
        queued = [answer];
        const query = store.dispatch(dynamicFormLookups.endpoints.postcode.initiate('28013'));
        const first = await query;
        if (first.isError) {
          const retried = await query.refetch();
          expect(retried.data).toEqual({ postalCode: '28013', province: 'Madrid' });
        } else {
          expect(typeof first.data?.postalCode).toBe('string');
        }
        query.unsubscribe();
      }),
      { numRuns: RUNS },
    );
  });
});
