import { describe, expect, it } from 'vitest';
import {
  isInSample,
  isRecordingAllowed,
  MAX_DETAIL_LENGTH,
  serialiseDetail,
  shouldBlockRecording,
} from '../../../../src/features/tracking/recordingRules';

describe('the recording-block rule', () => {
  const bothOff = { logRetargeting: false, logAbandonment: false };
  const bothOn = { logRetargeting: true, logAbandonment: true };

  it.each([
    ['retargeting', bothOff, true],
    ['retargeting', { logRetargeting: true, logAbandonment: false }, false],
    ['abandonment', bothOff, true],
    ['abandonment', { logRetargeting: false, logAbandonment: true }, false],
    ['Retargeting ', bothOff, true],
    ['newsletter', bothOff, false],
    [undefined, bothOff, false],
    ['retargeting', bothOn, false],
  ] as const)('utm_source %j with %j blocks: %s', (source, flags, blocked) => {
    expect(shouldBlockRecording(source, flags)).toBe(blocked);
  });
});

describe('sampling', () => {
  it('records everyone at 100 % and no one at 0 %', () => {
    expect(isInSample(100, 0.999)).toBe(true);
    expect(isInSample(0, 0)).toBe(false);
  });

  it('records the visits whose draw falls under the percentage', () => {
    expect(isInSample(25, 0.2499)).toBe(true);
    expect(isInSample(25, 0.25)).toBe(false);
  });

  it('treats a broken percentage as no recording', () => {
    expect(isInSample(Number.NaN, 0)).toBe(false);
  });
});

describe('isRecordingAllowed', () => {
  const all = { enabled: true, consented: true, blocked: false, sampled: true, hasAppId: true };
  it('needs every condition', () => {
    expect(isRecordingAllowed(all)).toBe(true);
    expect(isRecordingAllowed({ ...all, enabled: false })).toBe(false);
    expect(isRecordingAllowed({ ...all, consented: false })).toBe(false);
    expect(isRecordingAllowed({ ...all, blocked: true })).toBe(false);
    expect(isRecordingAllowed({ ...all, sampled: false })).toBe(false);
    expect(isRecordingAllowed({ ...all, hasAppId: false })).toBe(false);
  });
});

describe('serialised detail fields', () => {
  it('keeps a detail of exactly 1024 characters and empties one of 1025', () => {
    expect(MAX_DETAIL_LENGTH).toBe(1024);
    const exact = 'x'.repeat(1024);
    expect(serialiseDetail(exact)).toBe(exact);
    expect(serialiseDetail('x'.repeat(1025))).toBe('');
  });

  it('counts the serialised length of objects, not their size in memory', () => {
    const small = { key: 'value' };
    expect(serialiseDetail(small)).toBe('{"key":"value"}');
    expect(serialiseDetail({ key: 'v'.repeat(1020) })).toBe('');
  });

  it('describes errors by name, message and stack', () => {
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at here';
    expect(JSON.parse(serialiseDetail(error))).toEqual({
      name: 'TypeError',
      message: 'boom',
      stack: 'TypeError: boom\n    at here',
    });
  });

  it('empties what cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(serialiseDetail(circular)).toBe('');
    expect(serialiseDetail(undefined)).toBe('');
    expect(serialiseDetail(10n)).toBe('');
  });
});
