import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { LeadApi } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { Offer } from '../../../../src/features/lead/types';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { renderWithProviders } from '../../testUtils';

// Screens load lazily: transform their code once here, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('../../../../src/features/afterOffer/outcomes/Accepted')]);
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

const lender = (n: number, acceptance: 'payment' | 'sale', expiresAt = inAnHour()): Offer => ({
  offerId: `offer-${n}`,
  partner: { name: `Lender ${n}` },
  amount: 1000,
  period: 61,
  periodScale: 'days',
  monthlyPayment: 508.3,
  totalCost: 1016.6,
  apr: 19.9,
  expiresAt,
  acceptance,
});

function atAccepted(offers: Offer[], leadApi: Partial<LeadApi> = {}) {
  return {
    route: '/accepted',
    leadApi,
    preloadedState: {
      applicationState: {
        ...initialApplicationState,
        progressState: 10,
        applicationResult: { application: { status: 'ACCEPTED' }, offers },
      },
      lead: { ...initialLeadState, application: { id: 'lead-1' } },
    },
  };
}

const offerItem = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name })) as HTMLElement;

describe('choosing an offer on the accepted screen', () => {
  it('sells the lead to a `sale` offer through /lead/sale and follows the partner redirect', async () => {
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atAccepted([lender(1, 'payment'), lender(2, 'sale')], {
        sendLeadStep: () =>
          Promise.resolve({
            data: {
              id: 'lead-1',
              progressState: 12,
              applicationResult: {
                application: { status: 'REDIRECTED' },
                partner: { name: 'Lender 2' },
              },
            },
          }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'You have offers' });
    await user.click(
      within(offerItem('Lender 2')).getByRole('button', { name: 'Choose this offer' }),
    );

    await vi.waitFor(() => expect(router.pathname).toBe('/redirected'), ASYNC_WAIT);
    expect(leadApi.sendLeadStep).toHaveBeenCalledExactlyOnceWith(
      { method: 'POST', path: '/lead/sale' },
      { id: 'lead-1', offerId: 'offer-2' },
    );
  });

  it('takes a `payment` offer through /lead/offer/payment and thanks the applicant', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
      ...atAccepted([lender(1, 'payment'), lender(2, 'sale')], {
        sendLeadStep: () =>
          Promise.resolve({ data: { id: 'lead-1', progressState: 11, applicationResult: null } }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'You have offers' });
    const form = within(offerItem('Lender 1')).getByRole('form', {
      name: 'Choose the offer of Lender 1',
    });
    await user.click(within(form).getByRole('button', { name: 'Choose this offer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/payment' },
      { id: 'lead-1', offerId: 'offer-1' },
    );
  });

  it('offers no choice of an expired offer, and a new application once all have expired', async () => {
    const view = renderWithProviders(
      <ApplicationPage />,
      atAccepted([lender(1, 'payment', aMinuteAgo()), lender(2, 'sale')]),
    );
    await screen.findByRole('heading', { level: 1, name: 'You have offers' });
    expect(within(offerItem('Lender 1')).getByText('This offer has expired.')).toBeDefined();
    expect(within(offerItem('Lender 1')).queryByRole('button')).toBeNull();
    expect(
      within(offerItem('Lender 2')).getByRole('button', { name: 'Choose this offer' }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
    view.unmount();

    const { user, router } = renderWithProviders(
      <ApplicationPage />,
      atAccepted([lender(1, 'payment', aMinuteAgo()), lender(2, 'sale', aMinuteAgo())]),
    );
    expect(await screen.findByText(/^All your offers have expired/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Choose this offer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
    expect(router.pathname).toBe('/');
  });

  it('marks the offer expired when the lead API refuses it (410)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderWithProviders(<ApplicationPage />, {
      ...atAccepted([lender(1, 'payment'), lender(2, 'sale')], {
        sendLeadStep: () => Promise.resolve({ error: { status: 410, message: 'Gone' } }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'You have offers' });
    await user.click(
      within(offerItem('Lender 2')).getByRole('button', { name: 'Choose this offer' }),
    );
    expect(await within(offerItem('Lender 2')).findByText('This offer has expired.')).toBeDefined();
    expect(
      within(offerItem('Lender 1')).getByRole('button', { name: 'Choose this offer' }),
    ).toBeDefined();
    expect(router.pathname).toBe('/accepted');
  });

  it('says when the choice could not be sent, and lets the applicant try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
      ...atAccepted([lender(1, 'payment'), lender(2, 'sale')], {
        sendLeadStep: () => Promise.resolve({ error: { status: 500, message: 'Server error' } }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'You have offers' });
    await user.click(
      within(offerItem('Lender 1')).getByRole('button', { name: 'Choose this offer' }),
    );
    const item = offerItem('Lender 1');
    expect(
      await within(item).findByText(
        "We couldn't send your choice. Check your connection and try again.",
      ),
    ).toBeDefined();
    expect(within(offerItem('Lender 2')).queryByText(/couldn't send your choice/)).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Try again' }));
    expect(leadApi.sendLeadStep).toHaveBeenCalledTimes(2);
  });
});
