import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from '../../../src/lib/deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a running deadline', () => {
  it('aborts its signal when time runs out, and says it expired', () => {
    const running = startDeadline({ ms: 1000 });
    vi.advanceTimersByTime(999);
    expect(running.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(running.signal.aborted).toBe(true);
    expect(running.expired()).toBe(true);
  });

  it('follows the caller’s abort without calling it a timeout', () => {
    const caller = new AbortController();
    const running = startDeadline({ ms: 1000 }, caller.signal);
    caller.abort();
    expect(running.signal.aborted).toBe(true);
    expect(running.expired()).toBe(false);
    const alreadyAborted = startDeadline({ ms: 1000 }, caller.signal);
    expect(alreadyAborted.signal.aborted).toBe(true);
  });

  it('counted from the last progress, keeps an upload that moves alive past its time', () => {
    const running = startDeadline({ ms: 1000, fromLastProgress: true });
    for (let second = 0; second < 5; second += 1) {
      vi.advanceTimersByTime(900);
      running.progressed();
    }
    expect(running.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(running.expired()).toBe(true);
  });

  it('counted from the start, progress does not move it', () => {
    const running = startDeadline({ ms: 1000 });
    vi.advanceTimersByTime(900);
    running.progressed();
    vi.advanceTimersByTime(100);
    expect(running.expired()).toBe(true);
  });

  it('stopped, it leaves no timer behind', () => {
    const running = startDeadline({ ms: 1000 });
    running.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(running.signal.aborted).toBe(false);
  });
});
