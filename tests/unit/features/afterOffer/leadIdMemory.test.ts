import { afterEach, describe, expect, it } from 'vitest';
import {
  applicationResultCleared,
  leadContinued,
  type ContinuedLead,
} from '../../../../src/features/lead';
import {
  recordRedirect,
  wasRedirectedHere,
  wasRedirectedThisSession,
} from '../../../../src/features/afterOffer/redirect/redirectFlags';
import { makeTestStore } from '../../testUtils';

const continued = (id: string): ContinuedLead => ({
  applicantToken: 'test-applicant-token-1',
  id,
  progressState: 4,
  applicationResult: null,
  lead: { amount: 600 },
});

/** The store, its lead API answering a continue link with the lead of that id. */
function storeContinuing() {
  return makeTestStore({
    leadApi: { continueLead: (id) => Promise.resolve({ data: continued(id) }) },
  }).store;
}

const stored = (key: string) => window.localStorage.getItem(key);

describe('lid (specification section 3: the lead id)', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('follows the lead id whenever one is stored', async () => {
    const store = storeContinuing();
    expect(stored('lid')).toBeNull();

    await store.dispatch(leadContinued({ id: 'lead-1' }));
    await expect.poll(() => stored('lid')).toBe(JSON.stringify('lead-1'));

    await store.dispatch(leadContinued({ id: 'lead-2' }));
    await expect.poll(() => stored('lid')).toBe(JSON.stringify('lead-2'));
    // No redirect happened: nothing is being re-applied for.
    expect(stored('reapplying')).toBeNull();
  });

  it('lets an earlier lead’s redirect stop speaking for the next lead', async () => {
    window.localStorage.setItem('lid', JSON.stringify('lead-1'));
    window.localStorage.setItem('redirected', 'true');
    expect(wasRedirectedHere('lead-1')).toBe(true);
    const store = storeContinuing();

    // The same lead again (a continue link back to it) keeps its redirect.
    await store.dispatch(leadContinued({ id: 'lead-1' }));
    expect(wasRedirectedHere('lead-1')).toBe(true);

    await store.dispatch(leadContinued({ id: 'lead-2' }));
    await expect.poll(() => stored('lid')).toBe(JSON.stringify('lead-2'));
    expect(wasRedirectedHere('lead-2')).toBe(false);
  });
});

describe('sessionAcceptedRedirected (specification section 3: this tab sent its lead on)', () => {
  const inTab = (key: string) => window.sessionStorage.getItem(key);
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('is written for the lead sent on, and speaks only for that lead', () => {
    recordRedirect('lead-1', 'https://partner.example/apply', 'GET');
    expect(inTab('sessionAcceptedRedirected')).toBe(JSON.stringify('lead-1'));
    expect(wasRedirectedThisSession('lead-1')).toBe(true);
    expect(wasRedirectedThisSession('lead-2')).toBe(false);
  });

  it('stays while the tab keeps that lead, and goes when the tab moves on to another', async () => {
    const store = storeContinuing();
    await store.dispatch(leadContinued({ id: 'lead-1' }));
    await expect.poll(() => stored('lid')).toBe(JSON.stringify('lead-1'));
    recordRedirect('lead-1', 'https://partner.example/apply', 'GET');

    await store.dispatch(leadContinued({ id: 'lead-1' }));
    expect(wasRedirectedThisSession('lead-1')).toBe(true);
    await store.dispatch(leadContinued({ id: 'lead-2' }));
    await expect.poll(() => inTab('sessionAcceptedRedirected')).toBeNull();
  });

  it('goes with the lead id when the application result is cleared', async () => {
    const store = storeContinuing();
    await store.dispatch(leadContinued({ id: 'lead-1' }));
    await expect.poll(() => stored('lid')).toBe(JSON.stringify('lead-1'));
    recordRedirect('lead-1', 'https://partner.example/apply', 'GET');
    store.dispatch(applicationResultCleared());
    await expect.poll(() => inTab('sessionAcceptedRedirected')).toBeNull();
  });

  it.each([
    ['an object', '{"id":"lead-1"}'],
    ['true', 'true'],
    ['a number', '42'],
  ])('a hostile stored value (%s) speaks for no lead, and is dropped', async (_kind, raw) => {
    window.sessionStorage.setItem('sessionAcceptedRedirected', raw);
    expect(wasRedirectedThisSession('lead-1')).toBe(false);
    await storeContinuing().dispatch(leadContinued({ id: 'lead-1' }));
    await expect.poll(() => inTab('sessionAcceptedRedirected')).toBeNull();
  });
});
