import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import {
  CHECKING_BOUND_MS,
  MAX_POLL_BACKOFF_MS,
  nextPollDelay,
} from '../../../../src/features/afterOffer/outcomes/statusPolling';
import type { LeadApi } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import type { RequestResult } from '../../../../src/lib/http';
import { renderWithProviders } from '../../testUtils';
import { requestsBy } from './helpers';

const CHECKING = 6;
const unreachable = (): Promise<RequestResult<never>> =>
  Promise.resolve({ error: { message: 'Network Error' } });

function showChecking(
  fetchLeadStatus: Mock<LeadApi['fetchLeadStatus']> = vi.fn(unreachable),
  request?: LeadApi['request'],
) {
  const view = renderWithProviders(<ApplicationPage />, {
    route: '/checking',
    leadApi: { fetchLeadStatus, ...(request ? { request } : {}) },
    preloadedState: {
      applicationState: { ...initialApplicationState, progressState: CHECKING },
      lead: { ...initialLeadState, application: { id: 'lead-7' } },
    },
  });
  return { fetchLeadStatus, container: view.container };
}

describe('the status polling of the checking screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off after failures, up to a cap, and asks every second again once answered', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(nextPollDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      MAX_POLL_BACKOFF_MS,
      MAX_POLL_BACKOFF_MS,
      MAX_POLL_BACKOFF_MS,
    ]);
  });

  it('with the status call unreachable, asks less and less often and stops after a minute', async () => {
    const { fetchLeadStatus } = showChecking();
    await screen.findByRole('progressbar', { name: 'Checking your application' });
    // Polls at 0, 2, 6, 14, 29, 44 and 59 s (not 60 every second); the next would be past the minute.
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_BOUND_MS));
    expect(fetchLeadStatus).toHaveBeenCalledTimes(7);
    expect(await screen.findByText(/taking longer than usual/)).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * CHECKING_BOUND_MS));
    expect(fetchLeadStatus).toHaveBeenCalledTimes(7);
  });

  it('with a status poll that never answers, the minute still ends on the clock, with a way on', async () => {
    const hangs = vi.fn<LeadApi['fetchLeadStatus']>(() => new Promise(() => undefined));
    showChecking(hangs);
    await screen.findByRole('progressbar', { name: 'Checking your application' });
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_BOUND_MS));
    expect(await screen.findByText(/taking longer than usual/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Keep waiting' })).toBeDefined();
    // The poll still out when the minute ended is given up, not left running.
    expect(hangs).toHaveBeenCalledTimes(1);
    expect(hangs.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('offers to keep waiting, which polls for another minute', async () => {
    const { fetchLeadStatus } = showChecking();
    await screen.findByRole('progressbar', { name: 'Checking your application' });
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_BOUND_MS));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Keep waiting' }));
    expect(await screen.findByRole('progressbar')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchLeadStatus.mock.calls.length).toBeGreaterThan(7);
  });

  it('e-mails the continue link on request, says where it went, and shows no lead id', async () => {
    const request = requestsBy({
      'POST /lead/continue-link': { data: { sentTo: 'l•••@example.com' } },
    });
    const { container } = showChecking(vi.fn(unreachable), request);
    await screen.findByRole('progressbar', { name: 'Checking your application' });
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_BOUND_MS));
    expect(await screen.findByText(/we can email you a link/)).toBeDefined();
    // Nothing on the screen opens the lead by its id: no continue link, no address with it.
    const links = screen.queryAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.includes('continue'))).toEqual([]);
    expect(container.innerHTML).not.toContain('lead-7');

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(
      await screen.findByText(/^We have sent a link to l•••@example.com\. Open it on any device/),
    ).toBeDefined();
    expect(request).toHaveBeenCalledWith(
      { method: 'POST', url: '/lead/continue-link', data: { id: 'lead-7' } },
      'continueLinkSent',
    );
    expect(screen.queryByRole('button', { name: 'Email me a link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep waiting' })).toBeDefined();
  });

  it('a link that could not be sent says so, and can be asked for again', async () => {
    let answers = 0;
    const request = requestsBy({
      'POST /lead/continue-link': () =>
        (answers += 1) === 1
          ? { error: { message: 'Request timed out', timedOut: true } }
          : { data: { sentTo: 'l•••@example.com' } },
    });
    showChecking(vi.fn(unreachable), request);
    await act(() => vi.advanceTimersByTimeAsync(CHECKING_BOUND_MS));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send the email. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(/^We have sent a link to l•••@example.com/)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
