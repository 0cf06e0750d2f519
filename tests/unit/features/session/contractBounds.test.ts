// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { entryContribution } from '../../../../src/features/lead/entryContribution';
import { readEntryParams, startEntry, type EntryParams } from '../../../../src/features/session';
import { setPath } from '../../../../src/lib/objectPath';
import { checkAgainstContract, maxLengthOf } from '../../helpers/contract';
import { createMemoryStorage } from '../../helpers/memoryStorage';

/**
 * Issue 32, point 1: every value the entry takes from a URL or from storage fits the limits the
 * lead API's contract (sandbox/openapi.json, read here directly) sets for the lead field it ends
 * up in; one that does not is dropped with a warning and never stored, so the applicant can
 * always apply (reproduction 6: a 300-character refName or a 6,000-character selling tier
 * failed every create with a 400, and stayed in storage for the next visits).
 */

const NOW = new Date('2026-03-01T12:00:00.000Z');
const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const DAY = 86_400_000;

/** Each text parameter of section 2, the EntryParams key it is read into, and its lead field. */
const TEXT_PARAMS: readonly (readonly [string, string, string])[] = [
  ['refName', 'refName', 'affiliateReferenceParams.attribute'],
  ['refSubId', 'refSubId', 'affiliateReferenceParams.subId'],
  ['refTransactionId', 'refTransactionId', 'affiliateReferenceParams.transactionId'],
  ['s_id', 'refTransactionId', 'affiliateReferenceParams.transactionId'],
  ['firstName', 'firstName', 'personalDetails.firstName'],
  ['lastName', 'lastName', 'personalDetails.lastName'],
  ['email', 'email', 'contactDetails.email'],
  ['phoneNumber', 'phoneNumber', 'contactDetails.phoneNumber'],
  ['sellingTierGlobalId', 'sellingTierGlobalId', 'sellingTierGlobalId'],
  ['ttclid', 'ttclid', 'tikTokPixel.ttclid'],
  ['gclid', 'gclid', 'googleClick.gclid'],
  ['gbraid', 'gbraid', 'googleClick.gbraid'],
  ['wbraid', 'wbraid', 'googleClick.wbraid'],
  ...['utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term'].map(
    (key) => [key, `utm.${key}`, `posthogParameters.utm.${key}`] as const,
  ),
];

const readAs = (params: EntryParams, key: string): unknown =>
  key.startsWith('utm.')
    ? params.utm[key.slice(4) as keyof EntryParams['utm']]
    : params[key as keyof EntryParams];

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

function stores(seed: { local?: Record<string, unknown>; session?: Record<string, unknown> } = {}) {
  const local = createMemoryStorage('localStorage');
  const session = createMemoryStorage('sessionStorage');
  for (const [key, value] of Object.entries(seed.local ?? {})) local.store.setItem(key, value);
  for (const [key, value] of Object.entries(seed.session ?? {})) session.store.setItem(key, value);
  return { local, session };
}

function enter(search: string, s: ReturnType<typeof stores>, staticName?: string) {
  return startEntry({
    search,
    href: `https://example.com/application-frontend/${search}`,
    now: NOW,
    local: s.local.store,
    session: s.session.store,
    affiliate: { expiryHours: 480, staticName },
  });
}

const device = {
  timezoneOffset: -60,
  deviceMemory: 8,
  language: 'es-ES',
  screenWidth: 390,
  screenHeight: 844,
  loadingTimeMs: 900,
};

/** The lead an entry contributes, its prefill placed at the lead fields the form sends it to. */
function leadOf(entry: ReturnType<typeof enter>) {
  const { application, prefill } = entryContribution(entry, device);
  return Object.entries(prefill).reduce<object>(
    (lead, [field, value]) => setPath(lead, field, value),
    application,
  );
}

describe('a URL parameter is held to the contract’s limit of the lead field it ends up in', () => {
  it.each(TEXT_PARAMS)(
    '%s: kept at its limit, dropped with a warning one beyond',
    (param, key, field) => {
      const limit = maxLengthOf(`Lead.${field}`);
      expect(readAs(readEntryParams(`?${param}=${'a'.repeat(limit)}`), key)).toBe(
        'a'.repeat(limit),
      );
      expect(warn).not.toHaveBeenCalled();

      expect(readAs(readEntryParams(`?${param}=${'a'.repeat(limit + 1)}`), key)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        `Dropping URL parameter "${param}": beyond the lead API's limits`,
      );
    },
  );

  it('counts characters as the contract does: an emoji is one', () => {
    const limit = maxLengthOf('Lead.affiliateReferenceParams.attribute');
    const name = '😀'.repeat(limit);
    expect(readEntryParams(`?refName=${encodeURIComponent(name)}`).refName).toBe(name);
    expect(readEntryParams(`?refName=${encodeURIComponent(`${name}😀`)}`).refName).toBeUndefined();
  });
});

describe('reproduction 6: an over-long marketing parameter never blocks applying', () => {
  it('a 300-character refName is not taken, stored or sent; the stored reference stays', () => {
    const kept = { attribute: 'partner', setAt: new Date(NOW.getTime() - DAY).toISOString() };
    const s = stores({ local: { storedLoanApplication: { affiliateReferenceParams: kept } } });
    const entry = enter(`?refName=${'r'.repeat(300)}&refSubId=s1`, s);
    expect(entry.affiliateReferenceParams).toEqual(kept);
    expect(s.local.backend.entries.get('storedLoanApplication')).not.toContain('rrrr');
    expect(checkAgainstContract('Lead', leadOf(entry))).toEqual([]);
  });

  it('a 6,000-character sellingTierGlobalId is not taken or stored', () => {
    const s = stores();
    const entry = enter(`?sellingTierGlobalId=${'7'.repeat(6000)}`, s);
    expect(entry.sellingTierGlobalId).toBeUndefined();
    expect(s.session.store.getItem('sellingTierGlobalId')).toBeNull();
    expect(checkAgainstContract('Lead', leadOf(entry))).toEqual([]);
  });

  it('what an earlier visit stored beyond the limits is dropped on the next visit, from storage too', () => {
    const longName = 'r'.repeat(300);
    const s = stores({
      local: {
        storedLoanApplication: {
          amount: 500,
          affiliateReferenceParams: { attribute: longName, setAt: NOW.toISOString() },
        },
        gclid: { gclid: 'G'.repeat(600), setAt: NOW.toISOString() },
      },
      session: {
        sessionId: SESSION_ID,
        sessionStartedAt: NOW,
        sellingTierGlobalId: '7'.repeat(6000),
      },
    });
    const entry = enter('', s);
    expect(entry).toMatchObject({
      affiliateReferenceParams: null,
      googleClick: null,
      sessionId: SESSION_ID,
    });
    expect(entry.sellingTierGlobalId).toBeUndefined();
    expect(s.local.store.getItem('storedLoanApplication')).toEqual({ amount: 500 });
    expect(s.local.store.getItem('gclid')).toBeNull();
    expect(s.session.store.getItem('sellingTierGlobalId')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "Dropping stored affiliate reference attribute: beyond the lead API's limits",
    );
    expect(warn).toHaveBeenCalledWith(
      'Dropping stored "sellingTierGlobalId": beyond the lead API\'s limits',
    );
    expect(checkAgainstContract('Lead', leadOf(entry))).toEqual([]);
  });

  it('a stored part beyond its limit goes alone, and storage is rewritten without it', () => {
    const setAt = NOW.toISOString();
    const s = stores({
      local: {
        storedLoanApplication: {
          affiliateReferenceParams: { attribute: 'partner', subId: 's'.repeat(256), setAt },
        },
        gclid: { gclid: 'G1', gbraid: 'b'.repeat(513), setAt },
      },
      session: { sessionId: SESSION_ID, sessionStartedAt: NOW },
    });
    const entry = enter('', s);
    expect(entry.affiliateReferenceParams).toEqual({ attribute: 'partner', setAt });
    expect(entry.googleClick).toEqual({ gclid: 'G1', setAt });
    expect(s.local.store.getItem('storedLoanApplication')).toEqual({
      affiliateReferenceParams: { attribute: 'partner', setAt: NOW },
    });
    expect(s.local.store.getItem('gclid')).toEqual({ gclid: 'G1', setAt: NOW });
  });

  it('a stored selling tier of digits comes back as the text it was', () => {
    const s = stores({ session: { sessionId: SESSION_ID, sessionStartedAt: NOW } });
    enter('?sellingTierGlobalId=12345', s);
    expect(enter('', s).sellingTierGlobalId).toBe('12345');
  });
});

describe('whatever the URL and storage hold, the lead the entry contributes is one the contract takes', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.nat({ max: 700 }).map((length) => 'x'.repeat(length)),
    fc.nat({ max: 400 }).map((length) => '😀'.repeat(length)),
  );
  const number = fc.oneof(
    fc.double().map(String),
    fc.integer({ min: -10, max: 4000 }).map(String),
    fc.constantFrom('1e9', '1000000000.5', '3650', '3651', '-0', '0x10'),
  );
  const params = fc.record(
    {
      ...Object.fromEntries(TEXT_PARAMS.map(([param]) => [param, text])),
      amount: number,
      period: number,
      sessionId: fc.oneof(fc.uuid(), text),
    },
    { requiredKeys: [] },
  );
  const stored = fc.record(
    {
      attribute: text,
      subId: text,
      transactionId: text,
      gclid: text,
      gbraid: text,
      tier: fc.oneof(text, fc.integer()),
      amount: fc.oneof(fc.double(), fc.integer()),
    },
    { requiredKeys: [] },
  );

  it('for URL parameters and stored values of any length', () => {
    fc.assert(
      fc.property(params, stored, (query, old) => {
        const s = stores({
          local: {
            storedLoanApplication: {
              amount: old.amount,
              affiliateReferenceParams: {
                attribute: old.attribute,
                subId: old.subId,
                transactionId: old.transactionId,
                setAt: NOW.toISOString(),
              },
            },
            gclid: { gclid: old.gclid, gbraid: old.gbraid, setAt: NOW.toISOString() },
          },
          session: { sessionId: SESSION_ID, sessionStartedAt: NOW, sellingTierGlobalId: old.tier },
        });
        const entry = enter(`?${new URLSearchParams(query).toString()}`, s);
        expect(checkAgainstContract('Lead', leadOf(entry))).toEqual([]);
        // And a second visit finds nothing in storage that would fail it.
        expect(checkAgainstContract('Lead', leadOf(enter('', s)))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
