import { describe, expect, it } from 'vitest';
import { isLeadExpired, resetLeadFields, shouldResetLead } from '../../../../src/features/session';
import type { LeadApplication } from '../../../../src/features/lead/types';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
const EXPIRATION = 24 * HOUR;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR).toISOString();

describe('isLeadExpired', () => {
  it.each<[string, { expiresAt?: unknown; sessionStartedAt?: unknown }, number, boolean]>([
    ['no times', {}, EXPIRATION, false],
    ['expiresAt in the future', { expiresAt: at(1) }, EXPIRATION, false],
    ['expiresAt now', { expiresAt: at(0) }, EXPIRATION, true],
    ['expiresAt in the past', { expiresAt: at(-1) }, EXPIRATION, true],
    ['expiresAt as a revived Date', { expiresAt: new Date(at(-1)) }, EXPIRATION, true],
    ['unreadable expiresAt', { expiresAt: 'never' }, EXPIRATION, false],
    ['young session', { sessionStartedAt: at(-23) }, EXPIRATION, false],
    ['session exactly at the limit', { sessionStartedAt: at(-24) }, EXPIRATION, false],
    ['session older than the limit', { sessionStartedAt: at(-25) }, EXPIRATION, true],
    ['old session as a Date', { sessionStartedAt: new Date(at(-25)) }, EXPIRATION, true],
    ['old session with the limit disabled (0)', { sessionStartedAt: at(-25) }, 0, false],
    ['old session with the limit disabled (NaN)', { sessionStartedAt: at(-25) }, Number.NaN, false],
    [
      'future expiresAt but old session',
      { expiresAt: at(5), sessionStartedAt: at(-25) },
      EXPIRATION,
      true,
    ],
  ])('%s → %s', (_name, lead, expirationMs, expected) => {
    expect(isLeadExpired(lead, NOW, expirationMs)).toBe(expected);
  });
});

describe('shouldResetLead', () => {
  const live = { expiresAt: at(5), sessionStartedAt: at(-1) };
  it.each<[string, Record<string, unknown>, boolean]>([
    ['no id, expired', { expiresAt: at(-1), leadStatus: 0 }, false],
    ['empty id', { id: '', leadStatus: 0 }, false],
    ['id, live, positive status', { id: 'L1', leadStatus: 1, ...live }, false],
    ['numeric id, live, positive status', { id: 7, leadStatus: 3, ...live }, false],
    ['id, expired', { id: 'L1', leadStatus: 1, expiresAt: at(-1) }, true],
    ['id, old session', { id: 'L1', leadStatus: 1, sessionStartedAt: at(-25) }, true],
    ['id, status 0', { id: 'L1', leadStatus: 0, ...live }, true],
    ['id, negative status', { id: 'L1', leadStatus: -1, ...live }, true],
    ['id, no status', { id: 'L1', ...live }, true],
    ['id, status as text', { id: 'L1', leadStatus: '1', ...live }, true],
    ['id, NaN status', { id: 'L1', leadStatus: Number.NaN, ...live }, true],
  ])('%s → %s', (_name, lead, expected) => {
    expect(shouldResetLead(lead, NOW, EXPIRATION)).toBe(expected);
  });
});

describe('resetLeadFields', () => {
  it('clears the reset fields and keeps typed data, without touching the input', () => {
    const lead: LeadApplication = {
      id: 'L1',
      sessionId: 's',
      sessionStartedAt: at(-1),
      amount: 1000,
      period: 61,
      leadStatus: 1,
      generalPolicies: true,
      policies: ['p1'],
      leadSource: 'web',
      googleCaptchaToken: 'token',
      personalDetails: { firstName: 'Ana' },
      otherDetails: { ibanConsent: true, loanPurpose: 'car' },
    };
    const snapshot = structuredClone(lead);
    expect(resetLeadFields(lead)).toEqual({
      sessionId: 's',
      amount: 1000,
      period: 61,
      leadStatus: 1,
      personalDetails: { firstName: 'Ana' },
      otherDetails: { loanPurpose: 'car' },
    });
    expect(lead).toEqual(snapshot);
  });

  it('copes with a lead without otherDetails or with a malformed one', () => {
    expect(resetLeadFields({ id: 'x', amount: 5 })).toEqual({ amount: 5 });
    expect(resetLeadFields({ otherDetails: null })).toEqual({ otherDetails: null });
  });
});
