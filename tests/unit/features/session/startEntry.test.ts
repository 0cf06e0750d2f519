import { describe, expect, it } from 'vitest';
import { startEntry, type StartEntryArgs } from '../../../../src/features/session';
import type { SafeStorage } from '../../../../src/lib/storage';
import { createMemoryStorage } from '../../helpers/memoryStorage';
import { brandConfig as fidea } from '../../../../src/brands/pl/fidea/config';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const EARLIER = new Date('2026-03-01T11:00:00.000Z');
const HREF = 'https://example.com/application-frontend/?x=1';
const STORED_ID = '11111111-1111-4111-8111-111111111111';
const URL_ID = '22222222-2222-4222-9222-222222222222';
const FRESH_ID = '33333333-3333-4333-a333-333333333333';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

interface Stores {
  local: SafeStorage;
  session: SafeStorage;
}

function stores(
  seed: { local?: Record<string, unknown>; session?: Record<string, unknown> } = {},
): Stores {
  const local = createMemoryStorage('localStorage').store;
  const session = createMemoryStorage('sessionStorage').store;
  for (const [key, value] of Object.entries(seed.local ?? {})) local.setItem(key, value);
  for (const [key, value] of Object.entries(seed.session ?? {})) session.setItem(key, value);
  return { local, session };
}

function run(search: string, s: Stores, extra: Partial<StartEntryArgs> = {}) {
  return startEntry({
    search,
    href: HREF,
    now: NOW,
    ...s,
    affiliate: { expiryHours: 480 },
    newId: () => FRESH_ID,
    ...extra,
  });
}

const existingSession = { sessionId: STORED_ID, sessionStartedAt: EARLIER, initAt: EARLIER };

describe('startEntry: session', () => {
  it('starts a new session on a first visit and records it', () => {
    const s = stores();
    const context = run('', s);
    expect(context).toMatchObject({
      sessionId: FRESH_ID,
      sessionStartedAt: NOW,
      isNewSession: true,
    });
    expect(s.session.getItem('sessionId')).toBe(FRESH_ID);
    expect(s.session.getItem('sessionStartedAt')).toEqual(NOW);
    expect(s.session.getItem('sessionUrl')).toBe(HREF);
    expect(s.session.getItem('newSessionFlag')).toBe(true);
    expect(s.session.getItem('initAt')).toEqual(NOW);
  });

  it('uses uuid v4 when no id source is given', () => {
    const context = run('', stores(), { newId: undefined });
    expect(context.sessionId).toMatch(UUID_V4);
  });

  it.each([
    ['no URL id', ''],
    ['the same URL id', `?sessionId=${STORED_ID}`],
    ['an invalid URL id', '?sessionId=nope'],
  ])('reuses the stored session with %s', (_name, search) => {
    const s = stores({ session: existingSession });
    const context = run(search, s);
    expect(context).toMatchObject({
      sessionId: STORED_ID,
      sessionStartedAt: EARLIER,
      isNewSession: false,
    });
    expect(s.session.getItem('newSessionFlag')).toBeNull();
    expect(s.session.getItem('sessionUrl')).toBeNull();
    expect(s.session.getItem('initAt')).toEqual(EARLIER);
  });

  it('switches to a different valid URL UUID', () => {
    const s = stores({ session: existingSession });
    const context = run(`?sessionId=${URL_ID}`, s);
    expect(context).toMatchObject({ sessionId: URL_ID, sessionStartedAt: NOW, isNewSession: true });
    expect(s.session.getItem('sessionId')).toBe(URL_ID);
    expect(s.session.getItem('newSessionFlag')).toBe(true);
    expect(s.session.getItem('initAt')).toEqual(EARLIER);
  });
});

describe('startEntry: affiliate reference', () => {
  const reference = (hoursOld: number) => ({
    attribute: 'partner',
    subId: 'sub',
    setAt: ago(hoursOld * HOUR),
  });
  const application = (ref: unknown) => ({
    amount: 2500,
    period: 75,
    affiliateReferenceParams: ref,
  });

  it('stores a new URL reference, keeps the other properties and resets the session', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(1)) },
    });
    const context = run('?refName=other&refSubId=s2&s_id=T9', s);
    const expected = {
      attribute: 'other',
      subId: 's2',
      transactionId: 'T9',
      setAt: NOW.toISOString(),
    };
    expect(context.affiliateReferenceParams).toEqual(expected);
    expect(context).toMatchObject({ sessionId: FRESH_ID, isNewSession: true });
    // setAt comes back as a Date because storage revives ISO timestamps.
    expect(s.local.getItem('storedLoanApplication')).toEqual({
      amount: 2500,
      period: 75,
      affiliateReferenceParams: { ...expected, setAt: NOW },
    });
    expect(s.session.getItem('newSessionFlag')).toBe(true);
  });

  it('keeps the session and the stored reference when the URL repeats it', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(1)) },
    });
    const context = run('?refName=partner&refSubId=sub', s);
    expect(context.affiliateReferenceParams).toEqual(reference(1));
    expect(context).toMatchObject({ sessionId: STORED_ID, isNewSession: false });
  });

  it('uses a different URL session id when a new reference resets the session', () => {
    const s = stores({ session: existingSession });
    expect(run(`?refName=p&sessionId=${URL_ID}`, s).sessionId).toBe(URL_ID);
  });

  it('makes a fresh id when the URL names the stored session but a new reference resets it', () => {
    const s = stores({ session: existingSession });
    expect(run(`?refName=p&sessionId=${STORED_ID}`, s)).toMatchObject({
      sessionId: FRESH_ID,
      isNewSession: true,
    });
  });

  it('removes an expired reference, keeps the other properties and resets the session', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(481)) },
    });
    const context = run('', s);
    expect(context.affiliateReferenceParams).toBeNull();
    expect(context).toMatchObject({ sessionId: FRESH_ID, isNewSession: true });
    expect(s.local.getItem('storedLoanApplication')).toEqual({ amount: 2500, period: 75 });
  });

  it("puts Fidea's static reference on a lead that has no refName of its own, and keeps it", () => {
    const s = stores({ session: existingSession });
    const context = run('', s, { affiliate: fidea.affiliateReference });
    expect(context.affiliateReferenceParams).toMatchObject({ attribute: 'fidea' });
    expect(context).toMatchObject({ sessionId: STORED_ID, isNewSession: false });
    expect(s.local.getItem('storedLoanApplication')).toMatchObject({
      affiliateReferenceParams: { attribute: 'fidea' },
    });
    expect(run('?refName=partner', s, { affiliate: fidea.affiliateReference })).toMatchObject({
      affiliateReferenceParams: { attribute: 'partner' },
      isNewSession: true,
    });
  });

  it('never expires a static reference', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(10_000)) },
    });
    const context = run('', s, { affiliate: { expiryHours: 480, staticName: 'partner' } });
    expect(context.affiliateReferenceParams).toEqual(reference(10_000));
    expect(context).toMatchObject({ sessionId: STORED_ID, isNewSession: false });
  });

  it('expires, in Fidea, a reference other than its static one after 480 h, and puts the static one back (W2)', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(481)) },
    });
    const context = run('', s, { affiliate: fidea.affiliateReference });
    const staticReference = { attribute: 'fidea', setAt: NOW.toISOString() };
    expect(context.affiliateReferenceParams).toEqual(staticReference);
    // The expired reference's visit is over: a new session starts.
    expect(context).toMatchObject({ sessionId: FRESH_ID, isNewSession: true });
    // Storage revives the time as a Date.
    expect(s.local.getItem('storedLoanApplication')).toEqual({
      amount: 2500,
      period: 75,
      affiliateReferenceParams: { attribute: 'fidea', setAt: NOW },
    });
  });

  it('never expires with a nonpositive expiry', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application(reference(10_000)) },
    });
    expect(run('', s, { affiliate: { expiryHours: 0 } }).affiliateReferenceParams).toEqual(
      reference(10_000),
    );
  });

  it('drops a malformed stored reference without resetting the session', () => {
    const s = stores({
      session: existingSession,
      local: { storedLoanApplication: application('junk') },
    });
    const context = run('', s);
    expect(context).toMatchObject({
      affiliateReferenceParams: null,
      sessionId: STORED_ID,
      isNewSession: false,
    });
    expect(s.local.getItem('storedLoanApplication')).toEqual({ amount: 2500, period: 75 });
  });

  it('does not create storedLoanApplication when there is nothing to store', () => {
    const s = stores();
    run('', s);
    expect(s.local.getItem('storedLoanApplication')).toBeNull();
  });

  it('replaces a storedLoanApplication that is not an object', () => {
    const s = stores({ local: { storedLoanApplication: [1, 2] } });
    run('?refName=p', s);
    expect(s.local.getItem('storedLoanApplication')).toEqual({
      affiliateReferenceParams: { attribute: 'p', setAt: NOW },
    });
  });
});

describe('startEntry: Google click', () => {
  it.each([
    ['gclid', '?gclid=G1', { gclid: 'G1' }],
    ['gclid with gclsrc aw.ds', '?gclid=G1&gclsrc=aw.ds', { gclid: 'G1', gclsrc: 'aw.ds' }],
    ['wbraid', '?wbraid=W1', { wbraid: 'W1' }],
    ['gbraid', '?gbraid=B1', { gbraid: 'B1' }],
  ])('accepts %s from the URL and stores it under gclid', (_name, search, click) => {
    const s = stores({ local: { gclid: { gclid: 'OLD', setAt: ago(DAY) } } });
    const context = run(search, s);
    expect(context.googleClick).toEqual({ ...click, setAt: NOW.toISOString() });
    expect(s.local.getItem('gclid')).toEqual({ ...click, setAt: NOW });
  });

  it.each([
    ['gclsrc without aw', '?gclid=G1&gclsrc=ds'],
    ['gclsrc alone', '?gclsrc=aw'],
    ['no click at all', ''],
  ])('refuses %s and keeps a valid stored click', (_name, search) => {
    const s = stores({ local: { gclid: { gclid: 'OLD', setAt: ago(DAY) } } });
    expect(run(search, s).googleClick).toEqual({ gclid: 'OLD', setAt: ago(DAY) });
  });

  it('refuses gclsrc without aw when nothing is stored', () => {
    const s = stores();
    expect(run('?gclid=G1&gclsrc=ds', s).googleClick).toBeNull();
    expect(s.local.getItem('gclid')).toBeNull();
  });

  it.each([
    ['older than 90 days', { gclid: 'OLD', setAt: ago(91 * DAY) }],
    ['malformed', 'G-legacy'],
  ])('removes a stored click that is %s', (_name, stored) => {
    const s = stores({ local: { gclid: stored } });
    expect(run('', s).googleClick).toBeNull();
    expect(s.local.getItem('gclid')).toBeNull();
  });

  it('keeps a stored click of exactly 90 days', () => {
    const s = stores({ local: { gclid: { wbraid: 'W', setAt: ago(90 * DAY) } } });
    expect(run('', s).googleClick).toEqual({ wbraid: 'W', setAt: ago(90 * DAY) });
  });
});

describe('startEntry: other parameters', () => {
  it('replaces the stored selling tier with the URL one', () => {
    const s = stores({ session: { sellingTierGlobalId: 'old' } });
    expect(run('?sellingTierGlobalId=new', s).sellingTierGlobalId).toBe('new');
    expect(s.session.getItem('sellingTierGlobalId')).toBe('new');
  });

  it('falls back to the stored selling tier within the same session', () => {
    const s = stores({ session: { ...existingSession, sellingTierGlobalId: 'old' } });
    expect(run('', s).sellingTierGlobalId).toBe('old');
    expect(run('', stores()).sellingTierGlobalId).toBeUndefined();
  });

  it('drops the selling tier of an earlier session when a new affiliate reference starts one', () => {
    const s = stores({
      local: {
        storedLoanApplication: {
          affiliateReferenceParams: { attribute: 'alpha', setAt: ago(HOUR) },
        },
      },
      session: { ...existingSession, sellingTierGlobalId: 'alpha-tier' },
    });
    const context = run('?refName=beta', s);
    expect(context.isNewSession).toBe(true);
    expect(context.sellingTierGlobalId).toBeUndefined();
    expect(s.session.getItem('sellingTierGlobalId')).toBeNull();
  });

  it('passes params and utm through', () => {
    const context = run('?utm_source=google&amount=500&email=a%40b.c', stores());
    expect(context.utm).toEqual({ utm_source: 'google' });
    expect(context.params).toMatchObject({ amount: 500, email: 'a@b.c' });
  });
});

describe('startEntry with unusable storage', () => {
  it('still answers a fresh session and never throws', () => {
    const broken = createMemoryStorage('localStorage');
    broken.backend.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const context = run('?refName=p&gclid=G', { local: broken.store, session: broken.store });
    expect(context).toMatchObject({
      sessionId: FRESH_ID,
      isNewSession: true,
      affiliateReferenceParams: { attribute: 'p', setAt: NOW.toISOString() },
      googleClick: { gclid: 'G', setAt: NOW.toISOString() },
    });
  });
});

describe('startEntry: storage writes', () => {
  it('does not rewrite storedLoanApplication when the reference is unchanged', () => {
    const { store: local, backend } = createMemoryStorage('localStorage');
    // Stored with keys in another order than the module builds them.
    backend.entries.set(
      'storedLoanApplication',
      JSON.stringify({
        affiliateReferenceParams: { setAt: ago(HOUR), transactionId: 't', attribute: 'p' },
        amount: 1,
      }),
    );
    const before = backend.entries.get('storedLoanApplication');
    run('?refName=p&refTransactionId=t', { local, session: stores().session });
    expect(backend.entries.get('storedLoanApplication')).toBe(before);
  });
});
