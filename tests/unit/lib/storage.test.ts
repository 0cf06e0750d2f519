// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSafeStorage,
  localStore,
  sessionStore,
  setStorageErrorReporter,
  type StorageKind,
} from '../../../src/lib/storage';
import { MAX_STORED_LENGTH } from '../../../src/lib/storedJson';
import { createMemoryBackend } from '../helpers/memoryStorage';

function domException(name: string): DOMException {
  return new DOMException(`${name} for test`, name);
}

/** A backend whose every method throws, after an optional working probe. */
function throwingBackend(error: unknown, { probeWorks = false } = {}): Storage {
  const backend = createMemoryBackend();
  const fail = () => {
    throw error;
  };
  return {
    ...backend,
    get length() {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: (key: string, value: string) =>
      probeWorks && key === '__storage_probe__' ? backend.setItem(key, value) : fail(),
    removeItem: (key: string) =>
      probeWorks && key === '__storage_probe__' ? backend.removeItem(key) : fail(),
    clear: fail,
  };
}

let reported: [string, unknown][];

beforeEach(() => {
  reported = [];
  setStorageErrorReporter((message, error) => reported.push([message, error]));
});

afterEach(() => {
  setStorageErrorReporter(null);
});

describe('createSafeStorage over a working backend', () => {
  it('round-trips values through the stored encoding', () => {
    const backend = createMemoryBackend();
    const store = createSafeStorage('localStorage', () => backend);
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(store.setItem('lead', { id: 'x', at })).toBe(true);
    expect(store.setItem('name', 'Ana')).toBe(true);
    expect(backend.entries.get('name')).toBe('"Ana"');
    expect(store.getItem('lead')).toEqual({ id: 'x', at });
    expect(store.getItem('name')).toBe('Ana');
    expect(store.getItem('missing')).toBeNull();
    expect(store.removeItem('name')).toBe(true);
    expect(store.getItem('name')).toBeNull();
    expect(store.clear()).toBe(true);
    expect(backend.entries.size).toBe(0);
    expect(store.isAvailable).toBe(true);
    expect(reported).toEqual([]);
  });

  it('probes once, with a key it removes again', () => {
    const backend = createMemoryBackend();
    const setItem = vi.spyOn(backend, 'setItem');
    const getBackend = vi.fn(() => backend);
    const store = createSafeStorage('localStorage', getBackend);
    expect(getBackend).not.toHaveBeenCalled();
    store.getItem('a');
    store.getItem('b');
    expect(store.isAvailable).toBe(true);
    expect(getBackend).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(backend.entries.size).toBe(0);
  });

  it('returns a corrupt value as the text it is, without logging', () => {
    const backend = createMemoryBackend({ lead: '{"id":"x",' });
    const store = createSafeStorage('sessionStorage', () => backend);
    expect(store.getItem('lead')).toBe('{"id":"x",');
    expect(reported).toEqual([]);
  });

  it.each([
    ['a number', 42],
    ['an object', { not: 'a string' }],
  ])('treats a backend answering %s as a failed read', (_name, garbage) => {
    const backend = createMemoryBackend();
    // The point of the test is a backend that breaks its own type contract.
    backend.getItem = () => garbage as unknown as string;
    const store = createSafeStorage('localStorage', () => backend);
    expect(store.getItem('lead')).toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[0]).toBe('Error retrieving key "lead" in localStorage:');
    expect(reported[0]?.[1]).toBeInstanceOf(TypeError);
  });

  it('drops a stored value longer than the bound unparsed, with a logged error', () => {
    const atBound = JSON.stringify('a'.repeat(MAX_STORED_LENGTH - 2));
    const overBound = JSON.stringify({ draft: 'a'.repeat(MAX_STORED_LENGTH) });
    const backend = createMemoryBackend({ lead: overBound, note: atBound });
    const parse = vi.spyOn(JSON, 'parse');
    const store = createSafeStorage('sessionStorage', () => backend);

    expect(store.getItem('lead')).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[0]).toBe('Error retrieving key "lead" in sessionStorage:');
    expect(String(reported[0]?.[1])).toBe(
      `RangeError: Stored value longer than ${MAX_STORED_LENGTH} characters`,
    );
    expect(store.getItem('note')).toHaveLength(MAX_STORED_LENGTH - 2);
    expect(reported).toHaveLength(1);
  });

  it('logs a value JSON cannot hold as a failed write', () => {
    const store = createSafeStorage('localStorage', () => createMemoryBackend());
    expect(store.setItem('big', 1n)).toBe(false);
    expect(reported[0]?.[0]).toBe('Error setting key "big" in localStorage:');
  });
});

describe('createSafeStorage over a failing backend', () => {
  it.each<[StorageKind]>([['localStorage'], ['sessionStorage']])(
    'logs each failing %s operation with the exact message and never throws',
    (kind) => {
      const error = domException('SecurityError');
      const store = createSafeStorage(kind, () => throwingBackend(error, { probeWorks: true }));
      expect(store.isAvailable).toBe(true);
      expect(store.setItem('k', 1)).toBe(false);
      expect(store.getItem('k')).toBeNull();
      expect(store.removeItem('k')).toBe(false);
      expect(store.clear()).toBe(false);
      expect(reported).toEqual([
        [`Error setting key "k" in ${kind}:`, error],
        [`Error retrieving key "k" in ${kind}:`, error],
        [`Error removing key "k" in ${kind}:`, error],
        [`Error clearing ${kind}:`, error],
      ]);
    },
  );

  it('answers false on QuotaExceededError while reads keep working', () => {
    const backend = createMemoryBackend({ kept: '"value"' });
    const quota = domException('QuotaExceededError');
    backend.setItem = (key: string, value: string) => {
      if (key !== '__storage_probe__') throw quota;
      backend.entries.set(key, value);
    };
    const store = createSafeStorage('localStorage', () => backend);
    expect(store.setItem('lead', { big: 'x'.repeat(10) })).toBe(false);
    expect(store.getItem('kept')).toBe('value');
    expect(reported).toEqual([['Error setting key "lead" in localStorage:', quota]]);
  });

  it.each([
    [
      'the getter throws SecurityError',
      () => {
        throw domException('SecurityError');
      },
    ],
    ['the backend is missing', () => undefined],
    ['the backend is null', () => null],
    ['the probe write throws', () => throwingBackend(domException('QuotaExceededError'))],
  ])('becomes a silent no-op store when %s', (_name, getBackend) => {
    const store = createSafeStorage('localStorage', getBackend);
    expect(store.isAvailable).toBe(false);
    expect(store.getItem('k')).toBeNull();
    expect(store.setItem('k', 'v')).toBe(false);
    expect(store.removeItem('k')).toBe(false);
    expect(store.clear()).toBe(false);
    expect(reported).toEqual([]);
  });
});

describe('error reporting', () => {
  it('goes to console.error when no reporter is set', () => {
    setStorageErrorReporter(null);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    const store = createSafeStorage('sessionStorage', () =>
      throwingBackend(error, { probeWorks: true }),
    );
    store.removeItem('lid');
    expect(consoleError).toHaveBeenCalledWith('Error removing key "lid" in sessionStorage:', error);
  });

  it('falls back to the console when the reporter itself throws', () => {
    setStorageErrorReporter(() => {
      throw new Error('reporter down');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSafeStorage('localStorage', () =>
      throwingBackend(new Error('x'), { probeWorks: true }),
    );
    expect(() => store.clear()).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('Error clearing localStorage:', expect.any(Error));
  });
});

describe('browser stores', () => {
  it('use window.localStorage and window.sessionStorage', () => {
    expect(localStore.isAvailable).toBe(true);
    expect(sessionStore.isAvailable).toBe(true);
    expect(localStore.setItem('gclid', { gclid: 'abc' })).toBe(true);
    expect(window.localStorage.getItem('gclid')).toBe('{"gclid":"abc"}');
    expect(sessionStore.setItem('sessionId', 'id-1')).toBe(true);
    expect(window.sessionStorage.getItem('sessionId')).toBe('"id-1"');
    expect(window.localStorage.getItem('sessionId')).toBeNull();
  });
});
