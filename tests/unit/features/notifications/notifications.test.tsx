import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { ApplicationResult, Offer } from '../../../../src/features/lead/types';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { Notifications } from '../../../../src/features/notifications';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, requestsBy } from '../afterOffer/helpers';

/**
 * The notices of issue 18 point 1, as an applicant meets them: react-toastify's area beside the
 * page, each passing event a translated notice announced as a status (an error as an alert),
 * and focus left where the applicant had it.
 */

// The area and the screens load lazily: transform their code once, so no test's wait pays for it.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/features/notifications/NotificationHost'),
    import('../../../../src/features/afterOffer/outcomes/Accepted'),
    import('../../../../src/features/afterOffer/redirect/RedirectedScreen'),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

const REGION = 'Notifications';

/** The notices on screen now, by their role. */
function notices(role: 'status' | 'alert'): string[] {
  const region = screen.queryByRole('region', { name: REGION });
  return region
    ? within(region)
        .queryAllByRole(role)
        .map((notice) => notice.textContent)
    : [];
}

async function expectNotice(role: 'status' | 'alert', text: string): Promise<HTMLElement> {
  await waitFor(() => expect(notices(role)).toContain(text), ASYNC_WAIT);
  const region = screen.getByRole('region', { name: REGION });
  return within(region)
    .getAllByRole(role)
    .find((notice) => notice.textContent === text) as HTMLElement;
}

const inState = (progressState: number, applicationResult: ApplicationResult | null = null) => ({
  applicationState: { ...initialApplicationState, progressState, applicationResult },
});

describe('notifications', () => {
  it('say when the connection is lost and when it comes back, without taking focus', async () => {
    const { user } = renderWithProviders(
      <>
        <label>
          Name <input />
        </label>
        <Notifications />
      </>,
    );
    const input = screen.getByLabelText('Name');
    input.focus();
    // The area arrives once the page has painted; the browser's events reach it from then on.
    await screen.findByRole('region', { name: REGION });

    fireEvent(window, new Event('offline'));
    const offline = await expectNotice(
      'status',
      'You are offline. Your answers stay on this page: you can send them once you are back online.',
    );
    expect(offline.className).toContain('Toastify__toast--warning');
    // Where focus is has no Testing Library query; it is exactly what a keyboard user notices.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toBe(input);
    // No shortcut moves focus there either: AltGr+T types "ț" on a Romanian keyboard.
    await user.keyboard('{Control>}{Alt>}t{/Alt}{/Control}{Alt>}t{/Alt}');
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toBe(input);

    fireEvent(window, new Event('online'));
    await expectNotice('status', 'You are back online.');
    // The one replaces the other.
    await waitFor(() => expect(notices('status')).toEqual(['You are back online.']), ASYNC_WAIT);
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toBe(input);
  });

  it('appear as section 9 sets them: top right, coloured, no progress bar, closed by a click', async () => {
    const { user } = renderWithProviders(<Notifications />);
    await screen.findByRole('region', { name: REGION });
    fireEvent(window, new Event('online'));
    const notice = await expectNotice('status', 'You are back online.');

    // eslint-disable-next-line testing-library/no-node-access
    expect(notice.closest('.Toastify__toast-container')?.className).toContain(
      'Toastify__toast-container--top-right',
    );
    expect(notice.className).toContain('Toastify__toast-theme--colored');
    // eslint-disable-next-line testing-library/no-node-access
    expect(notice.querySelector('[role="progressbar"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(notice).getByRole('button', { name: 'Close notification' })).toBeDefined();

    await user.click(notice);
    await waitFor(() => expect(notices('status')).toEqual([]), ASYNC_WAIT);
  });

  it('tell the applicant a failed save is being sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi } = renderWithProviders(
      <>
        <ApplicationPage />
        <Notifications />
      </>,
      {
        route: '/personal-details',
        leadApi: {
          createLead: () => Promise.resolve({ error: { status: 502, message: 'Bad Gateway' } }),
        },
        preloadedState: {
          ...inState(2),
          lead: {
            ...initialLeadState,
            application: { amount: 900, period: 61, periodScale: 'days', tags: ['react-ui'] },
            draft: {
              'personalDetails.firstName': 'Ana',
              'personalDetails.lastName': 'Ruiz',
              'personalDetails.gender': 'MALE',
              'personalDetails.dateOfBirth': '1985-01-02',
              'personalDetails.personalCode': '12345678Z',
            },
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // The failure that blocks the step stays in the step, not in a passing notice.
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
    expect(notices('alert')).toEqual([]);

    // The second attempt hangs: the applicant stays on the step while it is on its way.
    leadApi.createLead.mockReturnValueOnce(new Promise(() => undefined));
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);

    await expectNotice('status', "Your answers weren't saved yet. Sending them again…");
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toBe(retry);
    expect(leadApi.createLead).toHaveBeenCalledTimes(2);
  });

  it('warn when an offer expires while the accepted screen is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const offer = (n: number, expiresInMs: number): Offer => ({
      offerId: `offer-${n}`,
      partner: { name: `Lender ${n}` },
      amount: 1000,
      period: 61,
      periodScale: 'days',
      expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
      acceptance: 'payment',
    });
    renderWithProviders(
      <>
        <ApplicationPage />
        <Notifications />
      </>,
      {
        route: '/accepted',
        preloadedState: {
          ...inState(10, {
            application: { status: 'ACCEPTED' },
            offers: [offer(1, 60_000), offer(2, 3_600_000)],
          }),
          lead: { ...initialLeadState, application: { id: 'lead-1' } },
        },
      },
    );
    const choose = await screen.findAllByRole('button', { name: 'Choose this offer' });
    await screen.findByRole('region', { name: REGION });
    choose[1]?.focus();
    expect(notices('status')).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await expectNotice('status', 'An offer has expired and can no longer be chosen.');
    expect(screen.getAllByText('This offer has expired.')).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toBe(choose[1]);
  });

  it('alert when the partner link cannot be opened, and the page keeps saying what comes next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <ApplicationPage />
        <Notifications />
      </>,
      {
        route: '/redirected',
        preloadedState: inState(12, {
          redirectUrl: 'javascript:alert(1)',
          partner: { name: 'Lender' },
        }),
      },
    );
    const notice = await expectNotice('alert', "We couldn't open the partner's page.");
    expect(notice.className).toContain('Toastify__toast--error');
    // Announced once, by the notice: the page's own sentence is no second alert.
    const sentence = screen.getByText(
      "We couldn't open the partner's page. We will email you the link.",
    );
    expect(sentence.getAttribute('role')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access
    expect(notice.contains(document.activeElement)).toBe(false);
  });

  it('alert a lead redirected before that the way back to the partner cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirected = atState('/redirected', 12);
    renderWithProviders(
      <>
        <ApplicationPage />
        <Notifications />
      </>,
      {
        ...redirected,
        leadApi: {
          request: requestsBy({
            [`GET /lead/${LEAD_ID}/redirect`]: {
              data: {
                redirected: true,
                redirectedAt: null,
                redirectUrl: 'data:text/html,<p>partner</p>',
                partner: { name: 'Lender' },
              },
            },
          }),
        },
      },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have already been sent to Lender',
      }),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Continue at Lender' })).toBeNull();
    await expectNotice('alert', "We couldn't open the partner's page.");
  });
});
