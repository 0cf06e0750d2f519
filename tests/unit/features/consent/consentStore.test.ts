import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MODEL_BY_COUNTRY,
  consentModelFor,
  defaultConsentFor,
} from '../../../../src/features/consent/consentPolicy';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
} from '../../../../src/features/consent/consentStorage';
import { createConsentStore } from '../../../../src/features/consent/consentStore';
import { createMemoryStorage } from '../../helpers/memoryStorage';

const NOW = new Date('2025-06-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function stored(value: unknown) {
  return createMemoryStorage('localStorage', { [CONSENT_STORAGE_KEY]: JSON.stringify(value) });
}

describe('consent per country', () => {
  it('asks before anything in the EU builds', () => {
    for (const country of ['es', 'pl', 'de', 'ro']) expect(consentModelFor(country)).toBe('opt-in');
  });

  it('follows the documented default elsewhere, and is strictest for an unknown country', () => {
    expect(CONSENT_MODEL_BY_COUNTRY).toEqual({
      es: 'opt-in',
      pl: 'opt-in',
      de: 'opt-in',
      ro: 'opt-in',
      mx: 'opt-out',
      co: 'opt-in',
      ph: 'opt-in',
      vn: 'opt-in',
    });
    expect(consentModelFor('xx')).toBe('opt-in');
  });

  it('grants nothing by default under opt-in, everything under opt-out', () => {
    expect(defaultConsentFor('opt-in')).toEqual({ analytics: false, marketing: false });
    expect(defaultConsentFor('opt-out')).toEqual({ analytics: true, marketing: true });
  });
});

describe('the consent store', () => {
  it('starts undecided with the banner open and nothing granted (opt-in)', () => {
    const { store: storage } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-in', now: () => NOW });
    expect(store.getSnapshot()).toEqual({
      granted: { analytics: false, marketing: false },
      decided: false,
      bannerOpen: true,
      model: 'opt-in',
    });
  });

  it('remembers a choice in local storage and tells subscribers', () => {
    const { store: storage, backend } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-in', now: () => NOW });
    const listener = vi.fn();
    store.subscribe(listener);
    store.decide({ analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({
      granted: { analytics: true, marketing: false },
      decided: true,
      bannerOpen: false,
    });
    expect(JSON.parse(backend.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      version: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      decidedAt: NOW.toISOString(),
    });

    const nextVisit = createConsentStore({
      storage,
      model: 'opt-in',
      now: () => new Date(NOW.getTime() + DAY),
    });
    expect(nextVisit.getSnapshot()).toMatchObject({
      granted: { analytics: true, marketing: false },
      decided: true,
      bannerOpen: false,
    });
  });

  it.each([
    [
      'older than 13 months',
      {
        version: CONSENT_VERSION,
        analytics: true,
        marketing: true,
        decidedAt: new Date(NOW.getTime() - 400 * DAY).toISOString(),
      },
    ],
    [
      'of another version',
      {
        version: CONSENT_VERSION + 1,
        analytics: true,
        marketing: true,
        decidedAt: NOW.toISOString(),
      },
    ],
    [
      'malformed',
      { version: CONSENT_VERSION, analytics: 'yes', marketing: true, decidedAt: NOW.toISOString() },
    ],
    [
      'from the future',
      {
        version: CONSENT_VERSION,
        analytics: true,
        marketing: true,
        decidedAt: new Date(NOW.getTime() + DAY).toISOString(),
      },
    ],
    ['not an object', 'granted'],
  ])('asks again when the remembered choice is %s', (_case, value) => {
    const store = createConsentStore({
      storage: stored(value).store,
      model: 'opt-in',
      now: () => NOW,
    });
    expect(store.getSnapshot()).toMatchObject({
      decided: false,
      bannerOpen: true,
      granted: { analytics: false, marketing: false },
    });
  });

  it('under opt-out, grants by default but still shows the banner until the applicant chooses', () => {
    const { store: storage } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-out', now: () => NOW });
    expect(store.getSnapshot()).toMatchObject({
      granted: { analytics: true, marketing: true },
      decided: false,
      bannerOpen: true,
    });
    store.decide({ analytics: false, marketing: false });
    expect(store.getSnapshot().granted).toEqual({ analytics: false, marketing: false });
  });

  it('reopens the banner on request without changing the choice', () => {
    const { store: storage } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-in', now: () => NOW });
    store.decide({ analytics: true, marketing: true });
    store.reopen();
    expect(store.getSnapshot()).toMatchObject({
      bannerOpen: true,
      decided: true,
      granted: { analytics: true, marketing: true },
    });
  });

  it('applies a choice for the visit even when storage refuses to keep it', () => {
    const storage = { ...createMemoryStorage('localStorage').store, setItem: () => false };
    const store = createConsentStore({ storage, model: 'opt-in', now: () => NOW });
    store.decide({ analytics: false, marketing: true });
    expect(store.getSnapshot().granted).toEqual({ analytics: false, marketing: true });
  });
});
