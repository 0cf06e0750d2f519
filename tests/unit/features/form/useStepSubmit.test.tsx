import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALLED_AFTER_MS, useStepSubmit } from '../../../../src/features/form/useStepSubmit';
import { Notifications } from '../../../../src/features/notifications';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { renderWithProviders } from '../../testUtils';

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

/** A screen whose last save failed, with its "try again" and the notifications area beside it. */
function FailedSave({ announcesRetry }: { announcesRetry?: boolean }) {
  const submit = useStepSubmit({ pending: false, failed: true, announcesRetry });
  return (
    <>
      <button type="button" onClick={() => submit.send(() => undefined)}>
        Try again
      </button>
      <Notifications />
    </>
  );
}

const RETRY_NOTICE = "Your answers weren't saved yet. Sending them again…";
const OFFLINE_NOTICE =
  'You are offline. Your answers stay on this page: you can send them once you are back online.';

async function noticesAfterRetry(announcesRetry?: boolean): Promise<string[]> {
  const { user } = renderWithProviders(<FailedSave announcesRetry={announcesRetry} />);
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  // A notice asked for after the retry's: once it shows, the retry's would have shown before it.
  fireEvent(window, new Event('offline'));
  await within(region).findByText(OFFLINE_NOTICE, {}, ASYNC_WAIT);
  return within(region)
    .getAllByRole('status')
    .map((notice) => notice.textContent);
}

describe("a retry's notice", () => {
  beforeAll(() => import('../../../../src/features/notifications/NotificationHost'));
  afterEach(() => {
    fireEvent(window, new Event('online'));
  });

  it('says the answers are on their way again after a failed save', async () => {
    expect(await noticesAfterRetry()).toContain(RETRY_NOTICE);
  });

  it('says nothing of answers for a call that does not save them', async () => {
    expect(await noticesAfterRetry(false)).not.toContain(RETRY_NOTICE);
  });
});
