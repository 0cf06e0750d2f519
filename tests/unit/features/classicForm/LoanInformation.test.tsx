import { act, screen } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../../../src/brands/es/askrobin/config';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../../testUtils';

/** Hands out the router's navigate, for a test to press the browser's Back. */
function NavigateProbe({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate());
  return null;
}

/** Intl puts a no-break space between the number and the € sign. */
const eur = (text: string) => text.replace(' €', '\u00a0€');

const amountInput = () => screen.getByRole('slider', { name: 'How much do you need?' });
const periodInput = () => screen.getByRole('slider', { name: 'For how long?' });

describe('LoanInformation', () => {
  it('shows the default amount in euros as Spain writes them, and the period clamped to the minimum', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
    // es-ES money, whatever the interface language: no grouping for four digits (CLDR), € after.
    expect(amountInput().getAttribute('aria-valuetext')).toBe(eur('1000 €'));
    expect(periodInput().getAttribute('aria-valuetext')).toBe('61 days');
    expect(screen.getByText('1000 € for 61 days')).toBeDefined();
  });

  it('changes the amount by its step with − and + and stops at the limits', async () => {
    const { user, store } = renderWithProviders(<ApplicationPage />, { route: '/' });
    const decrease = await screen.findByRole('button', { name: eur('Decrease by 100 €') });
    const increase = screen.getByRole('button', { name: eur('Increase by 100 €') });

    expect(increase).toHaveProperty('disabled', true);
    await user.click(decrease);
    expect(amountInput().getAttribute('aria-valuetext')).toBe(eur('900 €'));
    expect(store.getState().lead.draft.amount).toBe('900');
    await user.click(increase);
    expect(amountInput().getAttribute('aria-valuetext')).toBe(eur('1000 €'));

    for (let i = 0; i < 12; i += 1)
      if (!(decrease as HTMLButtonElement).disabled) await user.click(decrease);
    expect(amountInput().getAttribute('aria-valuetext')).toBe(eur('100 €'));
    expect(decrease).toHaveProperty('disabled', true);
    expect(increase).toHaveProperty('disabled', false);
  });

  it('changes the period by one day and stops at 61 and 90', async () => {
    const { user } = renderWithProviders(<ApplicationPage />, {
      route: '/',
      preloadedState: { lead: { ...initialLeadState, draft: { period: '89' } } },
    });
    const shorten = await screen.findByRole('button', { name: 'Shorten by 1 day' });
    const lengthen = screen.getByRole('button', { name: 'Lengthen by 1 day' });

    await user.click(lengthen);
    expect(periodInput().getAttribute('aria-valuetext')).toBe('90 days');
    expect(lengthen).toHaveProperty('disabled', true);
    await user.click(shorten);
    expect(periodInput().getAttribute('aria-valuetext')).toBe('89 days');
  });

  it('brings a URL or stored amount outside the limits into range', async () => {
    renderWithProviders(<ApplicationPage />, {
      route: '/',
      preloadedState: { lead: { ...initialLeadState, draft: { amount: '5000', period: '10' } } },
    });
    expect(await screen.findByText('1000 € for 61 days')).toBeDefined();
  });

  it("uses the brand's limits, currency and locale", async () => {
    const { user, store } = renderWithProviders(<ApplicationPage />, {
      route: '/',
      config: {
        intlLocale: 'pl-PL',
        currency: { code: 'PLN', symbol: 'zł' },
        loan: {
          ...brandConfig.loan,
          defaultAmount: 5000,
          minAmount: 500,
          maxAmount: 10000,
          amountStep: 500,
          defaultPeriod: 73,
          minPeriod: 30,
          maxPeriod: 120,
        },
      },
    });
    expect(await screen.findByText(/^5000\s+zł for 73 days$/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^Increase by 500\s+zł$/ }));
    expect(amountInput().getAttribute('aria-valuetext')).toMatch(/^5500\s+zł$/);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(store.getState().lead.application).toMatchObject({ amount: 5500, period: 73 });
  });

  it('submits amount and period, stores them for a returning visitor and moves to personal details', async () => {
    const { user, store, local, router } = renderWithProviders(<ApplicationPage />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: eur('Decrease by 100 €') }));
    await user.click(screen.getByRole('button', { name: 'Lengthen by 1 day' }));

    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeDefined();
    expect(router.pathname).toBe('/personal-details');
    expect(router.navigationType).toBe('PUSH');
    expect(store.getState().lead.application).toMatchObject({
      amount: 900,
      period: 62,
      periodScale: 'days',
    });
    expect(store.getState().applicationState.progressState).toBe(2);
    expect(JSON.parse(local.getItem('storedLoanApplication') ?? 'null')).toEqual({
      amount: 900,
      period: 62,
    });
  });

  it('takes a second tap on continue, made while the next step renders, as the same submit: Back returns to the loan', async () => {
    let navigate: NavigateFunction | undefined;
    const { store } = renderWithProviders(
      <>
        <ApplicationPage />
        <NavigateProbe onNavigate={(found) => (navigate = found)} />
      </>,
      { route: '/' },
    );
    const continueButton = await screen.findByRole('button', { name: 'Apply now' });
    let submits = 0;
    store.subscribe(() => {
      if (store.getState().applicationState.routeChange !== null) submits += 1;
    });

    // As in the browser, not act()'s all-at-once: the submit renders at once (a discrete event)
    // and the navigation it asks for is a transition, rendered in later tasks. The second tap
    // lands in between, on the loan screen that still shows.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown;
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      continueButton.click();
      await Promise.resolve();
      expect(continueButton.isConnected).toBe(true);
      continueButton.click();
      expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeDefined();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }

    expect(submits).toBe(1);
    await act(() => navigate?.(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
  });
});
