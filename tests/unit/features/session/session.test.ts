import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../../../src/features/session';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const STARTED = new Date('2026-03-01T09:00:00.000Z');
const STORED = '11111111-1111-4111-8111-111111111111';
const URL_ID = '22222222-2222-4222-9222-222222222222';
const FRESH = '33333333-3333-4333-a333-333333333333';

const base = { now: NOW, newId: () => FRESH };

describe('resolveSession', () => {
  it.each<
    [
      string,
      { urlSessionId?: string; storedSessionId: unknown; storedStartedAt: unknown },
      { sessionId: string; sessionStartedAt: Date; isNew: boolean },
    ]
  >([
    [
      'reuses the stored session',
      { storedSessionId: STORED, storedStartedAt: STARTED },
      { sessionId: STORED, sessionStartedAt: STARTED, isNew: false },
    ],
    [
      'reuses it when the URL names the same session',
      { urlSessionId: STORED, storedSessionId: STORED, storedStartedAt: STARTED },
      { sessionId: STORED, sessionStartedAt: STARTED, isNew: false },
    ],
    [
      'reuses it when the URL names it in upper case',
      { urlSessionId: STORED.toUpperCase(), storedSessionId: STORED, storedStartedAt: STARTED },
      { sessionId: STORED, sessionStartedAt: STARTED, isNew: false },
    ],
    [
      'ignores an invalid URL id',
      { urlSessionId: 'not-a-uuid', storedSessionId: STORED, storedStartedAt: STARTED },
      { sessionId: STORED, sessionStartedAt: STARTED, isNew: false },
    ],
    [
      'accepts a stored start time kept as text',
      { storedSessionId: STORED, storedStartedAt: STARTED.toISOString() },
      { sessionId: STORED, sessionStartedAt: STARTED, isNew: false },
    ],
    [
      'restarts the clock when the stored start time is unusable',
      { storedSessionId: STORED, storedStartedAt: 'garbage' },
      { sessionId: STORED, sessionStartedAt: NOW, isNew: false },
    ],
    [
      'switches to a different URL UUID',
      { urlSessionId: URL_ID, storedSessionId: STORED, storedStartedAt: STARTED },
      { sessionId: URL_ID, sessionStartedAt: NOW, isNew: true },
    ],
    [
      'starts with the URL UUID when nothing is stored',
      { urlSessionId: URL_ID, storedSessionId: null, storedStartedAt: null },
      { sessionId: URL_ID, sessionStartedAt: NOW, isNew: true },
    ],
    [
      'starts a fresh session when nothing is stored',
      { storedSessionId: null, storedStartedAt: null },
      { sessionId: FRESH, sessionStartedAt: NOW, isNew: true },
    ],
    [
      'starts a fresh session when the stored id is not a UUID',
      { storedSessionId: 'abc', storedStartedAt: STARTED },
      { sessionId: FRESH, sessionStartedAt: NOW, isNew: true },
    ],
    [
      'starts a fresh session when the stored id is not text',
      { storedSessionId: { id: STORED }, storedStartedAt: STARTED },
      { sessionId: FRESH, sessionStartedAt: NOW, isNew: true },
    ],
    [
      'ignores an invalid URL id when nothing is stored',
      { urlSessionId: 'x', storedSessionId: null, storedStartedAt: null },
      { sessionId: FRESH, sessionStartedAt: NOW, isNew: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveSession({ ...base, ...input })).toEqual(expected);
  });
});
