import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALLED_AFTER_MS, useStepSubmit } from '../../../../src/features/form/useStepSubmit';

describe('useStepSubmit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a second click while the save is on its way', () => {
    const { result } = renderHook(() => useStepSubmit({ pending: true, failed: false }));
    const submit = vi.fn(() => undefined);
    expect(result.current.send(submit)).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('once the save hangs, cancels it and sends again as a retry', () => {
    const abort = vi.fn();
    const { result, rerender } = renderHook(
      ({ pending }) => useStepSubmit({ pending, failed: false }),
      { initialProps: { pending: false } },
    );
    expect(result.current.send(() => ({ abort }))).toBe(true);
    rerender({ pending: true });
    act(() => {
      vi.advanceTimersByTime(STALLED_AFTER_MS);
    });
    expect(result.current.stalled).toBe(true);

    const retry = vi.fn(() => undefined);
    expect(result.current.send(retry)).toBe(true);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledWith({ retry: true });
  });

  it('never calls a save stalled when the screen does not retry hanging saves', () => {
    const { result } = renderHook(() =>
      useStepSubmit({ pending: true, failed: false, retriesStalled: false }),
    );
    act(() => {
      vi.advanceTimersByTime(STALLED_AFTER_MS);
    });
    expect(result.current.stalled).toBe(false);
  });
});
