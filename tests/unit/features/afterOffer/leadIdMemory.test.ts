import { afterEach, describe, expect, it } from 'vitest';
import { leadContinued, type ContinuedLead } from '../../../../src/features/lead';
import { wasRedirectedHere } from '../../../../src/features/afterOffer/redirect/redirectFlags';
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
    expect(stored('lid')).toBe(JSON.stringify('lead-1'));

    await store.dispatch(leadContinued({ id: 'lead-2' }));
    expect(stored('lid')).toBe(JSON.stringify('lead-2'));
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
    expect(stored('lid')).toBe(JSON.stringify('lead-2'));
    expect(wasRedirectedHere('lead-2')).toBe(false);
  });
});
