import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AFFILIATE_EXPIRY_HOURS,
  resolveAffiliateReference,
  type AffiliateReferenceParams,
} from '../../../../src/features/session';

const NOW = new Date('2026-03-01T00:00:00.000Z');
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

const stored = (hours: number, extra: Partial<AffiliateReferenceParams> = {}) => ({
  attribute: 'partner',
  subId: 'sub',
  transactionId: 'tx',
  setAt: hoursAgo(hours),
  ...extra,
});
const url = { refName: 'partner', refSubId: 'sub', refTransactionId: 'tx' };
const fresh = (fields: Omit<AffiliateReferenceParams, 'setAt'>): AffiliateReferenceParams => ({
  setAt: NOW.toISOString(),
  ...fields,
});

type Args = Parameters<typeof resolveAffiliateReference>[0];
const run = (args: Partial<Args>) =>
  resolveAffiliateReference({
    stored: null,
    now: NOW,
    expiryHours: DEFAULT_AFFILIATE_EXPIRY_HOURS,
    ...args,
  });

describe('resolveAffiliateReference', () => {
  it.each<[string, Partial<Args>, ReturnType<typeof resolveAffiliateReference>]>([
    ['nothing anywhere', {}, { reference: null, resetSession: false }],
    [
      'a live stored reference is kept',
      { stored: stored(10) },
      { reference: stored(10), resetSession: false },
    ],
    [
      'a stored setAt revived as a Date is normalised',
      { stored: { attribute: 'partner', setAt: new Date(hoursAgo(1)) } },
      { reference: { attribute: 'partner', setAt: hoursAgo(1) }, resetSession: false },
    ],
    [
      'the same URL reference keeps the stored one and its time',
      { fromUrl: url, stored: stored(10) },
      { reference: stored(10), resetSession: false },
    ],
    [
      'a first URL reference is stored and resets the session',
      { fromUrl: url },
      {
        reference: fresh({ attribute: 'partner', subId: 'sub', transactionId: 'tx' }),
        resetSession: true,
      },
    ],
    [
      'a different name replaces and resets',
      { fromUrl: { ...url, refName: 'other' }, stored: stored(10) },
      {
        reference: fresh({ attribute: 'other', subId: 'sub', transactionId: 'tx' }),
        resetSession: true,
      },
    ],
    [
      'a different sub id replaces and resets',
      { fromUrl: { ...url, refSubId: 'sub2' }, stored: stored(10) },
      {
        reference: fresh({ attribute: 'partner', subId: 'sub2', transactionId: 'tx' }),
        resetSession: true,
      },
    ],
    [
      'a missing transaction id counts as different',
      { fromUrl: { refName: 'partner', refSubId: 'sub' }, stored: stored(10) },
      { reference: fresh({ attribute: 'partner', subId: 'sub' }), resetSession: true },
    ],
    [
      'an expired reference is removed and resets',
      { stored: stored(481) },
      { reference: null, resetSession: true },
    ],
    [
      'exactly at the expiry it is still live',
      { stored: stored(480) },
      { reference: stored(480), resetSession: false },
    ],
    [
      'the same URL reference after expiry is stored anew',
      { fromUrl: url, stored: stored(481) },
      {
        reference: fresh({ attribute: 'partner', subId: 'sub', transactionId: 'tx' }),
        resetSession: true,
      },
    ],
    [
      'a custom expiry applies',
      { stored: stored(25), expiryHours: 24 },
      { reference: null, resetSession: true },
    ],
    [
      'a zero expiry never expires',
      { stored: stored(100_000), expiryHours: 0 },
      { reference: stored(100_000), resetSession: false },
    ],
    [
      'a negative expiry never expires',
      { stored: stored(100_000), expiryHours: -1 },
      { reference: stored(100_000), resetSession: false },
    ],
    [
      'a NaN expiry never expires',
      { stored: stored(100_000), expiryHours: Number.NaN },
      { reference: stored(100_000), resetSession: false },
    ],
    [
      'a static reference never expires',
      { stored: stored(100_000), staticName: 'partner' },
      { reference: stored(100_000), resetSession: false },
    ],
    [
      'another reference of a brand with a static one still expires after 480 h (W2)',
      { stored: stored(481), staticName: 'fidea' },
      { reference: fresh({ attribute: 'fidea' }), resetSession: true },
    ],
    [
      'another reference of a brand with a static one lives until then',
      { stored: stored(479), staticName: 'fidea' },
      { reference: stored(479), resetSession: false },
    ],
    [
      "a brand's static reference goes on a lead without a reference of its own",
      { staticName: 'fidea' },
      { reference: fresh({ attribute: 'fidea' }), resetSession: false },
    ],
    [
      'a URL reference wins over the static one',
      { fromUrl: url, staticName: 'fidea' },
      {
        reference: fresh({ attribute: 'partner', subId: 'sub', transactionId: 'tx' }),
        resetSession: true,
      },
    ],
    [
      'a reference set in the future is live',
      { stored: stored(-5) },
      { reference: stored(-5), resetSession: false },
    ],
    [
      'an empty URL name is no reference',
      { fromUrl: { refName: '' }, stored: stored(10) },
      { reference: stored(10), resetSession: false },
    ],
  ])('%s', (_name, args, expected) => {
    expect(run(args)).toEqual(expected);
  });

  it.each([
    ['a string', 'partner'],
    ['an array', [stored(1)]],
    ['no attribute', { setAt: hoursAgo(1) }],
    ['an empty attribute', { attribute: '', setAt: hoursAgo(1) }],
    ['no setAt', { attribute: 'partner' }],
    ['an unreadable setAt', { attribute: 'partner', setAt: 'yesterday' }],
    ['a numeric attribute', { attribute: 5, setAt: hoursAgo(1) }],
  ])('ignores a malformed stored value: %s', (_name, malformed) => {
    expect(run({ stored: malformed })).toEqual({ reference: null, resetSession: false });
    expect(run({ stored: malformed, fromUrl: url }).resetSession).toBe(true);
  });

  it('drops malformed optional fields of an otherwise valid stored reference', () => {
    expect(
      run({ stored: { attribute: 'p', subId: 7, transactionId: '', setAt: hoursAgo(1) } }),
    ).toEqual({
      reference: { attribute: 'p', setAt: hoursAgo(1) },
      resetSession: false,
    });
  });
});
