import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { LeadApi } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { ApplicationResult, Offer } from '../../../../src/features/lead/types';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { renderWithProviders } from '../../testUtils';

// Screens load lazily: transform their code once here, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/features/partnerSteps/offers/PartnerOfferScreen'),
    import('../../../../src/features/partnerSteps/offers/IpfdOfferChoice'),
    import('../../../../src/features/partnerSteps/offers/ProvidentOffer'),
  ]);
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

function offerOf(partner: string, overrides: Partial<Offer> = {}): Offer {
  return {
    offerId: `${partner.toLowerCase()}-1`,
    partner: { name: `${partner} (sandbox)` },
    amount: 1000,
    period: 12,
    periodScale: 'months',
    monthlyPayment: 93.51,
    totalCost: 1122.12,
    apr: 21.9,
    expiresAt: inAnHour(),
    ...overrides,
  };
}

function atOffer(state: number, route: string, offers: Offer[], leadApi: Partial<LeadApi> = {}) {
  const result: ApplicationResult = {
    application: { status: 'PENDING' },
    offerId: offers[0]?.offerId,
    partner: offers[0]?.partner,
    offers,
  };
  return {
    route,
    leadApi,
    preloadedState: {
      applicationState: {
        ...initialApplicationState,
        progressState: state,
        applicationResult: result,
      },
      lead: { ...initialLeadState, application: { id: 'lead-1', amount: 1000 } },
    },
  };
}

const movesTo = (progressState: number, applicationResult: ApplicationResult | null = null) => ({
  sendLeadStep: () =>
    Promise.resolve({ data: { id: 'lead-1', progressState, leadStatus: 1, applicationResult } }),
});
const fails = (status: number) => ({
  sendLeadStep: () => Promise.resolve({ error: { status, message: `HTTP ${status}` } }),
});

/** Intl puts a no-break space before the € sign and the % sign. */
const nbsp = (text: string) => text.replaceAll(' €', '\u00a0€').replaceAll(' %', '\u00a0%');

function term(container: HTMLElement, name: string): string | null {
  return (
    within(container).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? null
  );
}

describe('Cofidis offer (38)', () => {
  const cofidis = offerOf('Cofidis');

  it('shows the terms in the brand locale and takes the offer with the payment details', async () => {
    const { user, leadApi, router } = renderWithProviders(
      <ApplicationPage />,
      atOffer(
        38,
        '/cofidis-offer',
        [cofidis],
        movesTo(11, { application: { status: 'THANK_YOU' } }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Cofidis offer' }),
    ).toBeDefined();
    const card = screen.getByRole('article', { name: 'Cofidis (sandbox)' });
    expect(term(card, 'Amount')).toBe(nbsp('1000 €'));
    expect(term(card, 'Period')).toBe('12 months');
    expect(term(card, 'Monthly payment')).toBe(nbsp('93,51 €'));
    expect(term(card, 'Total to repay')).toBe(nbsp('1122,12 €'));
    expect(term(card, 'APR')).toBe(nbsp('21,9 %'));
    expect(
      within(card).getByText(/^Offer valid until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}$/),
    ).toBeDefined();

    await user.type(screen.getByLabelText('Day of the month to collect the instalment'), '5');
    await user.type(screen.getByLabelText('Bank account (IBAN)'), 'ES91 2100 0418 4502 0005 1332');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(router.pathname).toBe('/thank-you');
    expect(leadApi.sendLeadStep).toHaveBeenCalledExactlyOnceWith(
      { method: 'POST', path: '/lead/offer/payment' },
      {
        id: 'lead-1',
        monthlyPaymentDay: 5,
        incomeDetails: { iban: 'ES91 2100 0418 4502 0005 1332' },
        offerId: 'cofidis-1',
      },
    );
  });

  it('explains a collection day past the 28th and a wrong IBAN, and sends nothing', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atOffer(38, '/cofidis-offer', [cofidis]),
    );
    await user.type(
      await screen.findByLabelText('Day of the month to collect the instalment'),
      '31',
    );
    await user.type(screen.getByLabelText('Bank account (IBAN)'), 'ES9121000418450200051333');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));

    const summary = await screen.findByRole('alert', { name: 'Please check 2 answers' });
    expect(summary.textContent).toContain('Enter 28 or less.');
    expect(summary.textContent).toContain('This IBAN is not valid. Check the digits.');
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('keeps the answers and offers a retry when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderWithProviders(
      <ApplicationPage />,
      atOffer(38, '/cofidis-offer', [cofidis], fails(503)),
    );
    await user.type(
      await screen.findByLabelText('Day of the month to collect the instalment'),
      '5',
    );
    await user.type(screen.getByLabelText('Bank account (IBAN)'), 'ES9121000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toMatch(/couldn't save your answers/);
    expect(screen.getByLabelText('Bank account (IBAN)')).toHaveProperty(
      'value',
      'ES9121000418450200051332',
    );
    expect(router.pathname).toBe('/cofidis-offer');
  });

  it('says an expired offer cannot be taken and offers to apply again', async () => {
    const { user, leadApi, router, store } = renderWithProviders(
      <ApplicationPage />,
      atOffer(38, '/cofidis-offer', [offerOf('Cofidis', { expiresAt: aMinuteAgo() })]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Cofidis offer' }),
    ).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(
      "This offer has expired: lenders' offers are valid for 24 hours. You can apply again; your answers are kept.",
    );
    expect(screen.getByText(/^Offer expired on /)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Take the offer' })).toBeNull();
    expect(screen.queryByLabelText('Bank account (IBAN)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
    expect(router.pathname).toBe('/');
    expect(store.getState().applicationState.progressState).toBe(0);
    expect(store.getState().lead.application.id).toBeUndefined();
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('turns to expired when the lead API refuses the offer as expired (410)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atOffer(38, '/cofidis-offer', [cofidis], fails(410)),
    );
    await user.type(
      await screen.findByLabelText('Day of the month to collect the instalment'),
      '5',
    );
    await user.type(screen.getByLabelText('Bank account (IBAN)'), 'ES9121000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));

    expect(await screen.findByText(/^This offer has expired: /)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Take the offer' })).toBeNull();
    // Starting again does not greet the new application with the refused call's failure.
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeDefined();
    expect(screen.queryByText(/couldn't save your answers/)).toBeNull();
  });

  it('turns to expired at the moment the offer expires while the screen is open', async () => {
    // The fake clock also moves with real time (findBy* polls on it): the offer expires further
    // away than the test may run (testTimeout), so it is open until the test moves the clock on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      renderWithProviders(
        <ApplicationPage />,
        atOffer(38, '/cofidis-offer', [offerOf('Cofidis', { expiresAt })]),
      );
      expect(await screen.findByRole('button', { name: 'Take the offer' })).toBeDefined();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await screen.findByText(/^This offer has expired: /)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Take the offer' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the lead API for the offer when the stored state has none', async () => {
    const { leadApi } = renderWithProviders(<ApplicationPage />, {
      route: '/cofidis-offer',
      leadApi: {
        fetchLeadStatus: (id) =>
          Promise.resolve({
            data: {
              id,
              progressState: 38,
              applicationResult: { application: { status: 'PENDING' }, offers: [cofidis] },
            },
          }),
      },
      preloadedState: {
        applicationState: { ...initialApplicationState, progressState: 38 },
        lead: { ...initialLeadState, application: { id: 'lead-1' } },
      },
    });
    expect(await screen.findByRole('article', { name: 'Cofidis (sandbox)' })).toBeDefined();
    expect(leadApi.fetchLeadStatus).toHaveBeenCalledWith('lead-1', expect.anything());
  });
});

describe('Instabank offer (40)', () => {
  const instabank = offerOf('Instabank', { apr: 15.9 });

  it('takes the offer with the collection day', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atOffer(40, '/instabank-offer', [instabank], movesTo(11)),
    );
    await user.type(
      await screen.findByLabelText('Day of the month to collect the instalment'),
      '28',
    );
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/payment' },
      { id: 'lead-1', monthlyPaymentDay: 28, offerId: 'instabank-1' },
    );
  });

  it('asks for the collection day and keeps the screen when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atOffer(40, '/instabank-offer', [instabank], fails(500)),
    );
    await user.click(await screen.findByRole('button', { name: 'Take the offer' }));
    const summary = await screen.findByRole('alert', { name: 'Please check one answer' });
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
    // The summary takes focus on the next frame; typing before that would lose the keystrokes
    // to it (a busy machine delays the frame).
    // eslint-disable-next-line testing-library/no-node-access -- focus itself is what is awaited
    await waitFor(() => expect(document.activeElement).toBe(summary));

    await user.type(screen.getByLabelText('Day of the month to collect the instalment'), '0');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    expect(screen.getByText('Enter 1 or more.', { selector: '.field__error' })).toBeDefined();

    await user.clear(screen.getByLabelText('Day of the month to collect the instalment'));
    await user.type(screen.getByLabelText('Day of the month to collect the instalment'), '1');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('Proficredit offer (41)', () => {
  const proficredit = offerOf('Proficredit', { apr: 35.9 });

  it('takes the offer and goes on to the partner', async () => {
    const { user, leadApi, router } = renderWithProviders(
      <ApplicationPage />,
      atOffer(
        41,
        '/proficredit-offer',
        [proficredit],
        movesTo(12, { application: { status: 'REDIRECTED' } }),
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Take the offer and continue to Proficredit' }),
    );
    await vi.waitFor(() => expect(router.pathname).toBe('/redirected'), ASYNC_WAIT);
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/proficredit' },
      { id: 'lead-1', offerId: 'proficredit-1' },
    );
  });

  it('refuses an expired offer without calling the API, and says why when the API fails', async () => {
    const view = renderWithProviders(
      <ApplicationPage />,
      atOffer(41, '/proficredit-offer', [offerOf('Proficredit', { expiresAt: aMinuteAgo() })]),
    );
    expect(await screen.findByText(/^This offer has expired: /)).toBeDefined();
    expect(view.leadApi.sendLeadStep).not.toHaveBeenCalled();
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atOffer(41, '/proficredit-offer', [proficredit], fails(502)),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Take the offer and continue to Proficredit' }),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('IPFD offer choice (37)', () => {
  const offers = [6, 12, 24].map((period, index) =>
    offerOf('Creditea', { offerId: `creditea-${index + 1}`, period, apr: 24.9 }),
  );

  it('lists the offers and takes the chosen one', async () => {
    const { user, leadApi, router } = renderWithProviders(
      <ApplicationPage />,
      atOffer(
        37,
        '/ipfd-offer-choice',
        offers,
        movesTo(12, { application: { status: 'REDIRECTED' } }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your Creditea offer' }),
    ).toBeDefined();
    const group = screen.getByRole('group', { name: 'Offers' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['offerId', 'offerId', 'offerId']);
    await user.click(within(group).getByRole('radio', { name: nbsp('1000 € over 12 months') }));
    await user.click(screen.getByRole('button', { name: 'Take this offer' }));

    await vi.waitFor(() => expect(router.pathname).toBe('/redirected'), ASYNC_WAIT);
    expect(leadApi.sendLeadStep).toHaveBeenCalledExactlyOnceWith(
      { method: 'POST', path: '/lead/offer/accept-creditea-offer' },
      { id: 'lead-1', offerId: 'creditea-2' },
    );
  });

  it('asks for a choice before sending anything', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atOffer(37, '/ipfd-offer-choice', offers),
    );
    await user.click(await screen.findByRole('button', { name: 'Take this offer' }));
    const summary = await screen.findByRole('alert', { name: 'Please check one answer' });
    expect(summary.textContent).toBe('Please check one answerOffers: Choose one of the offers.');
    expect(screen.getByRole('group', { name: 'Offers' }).getAttribute('aria-invalid')).toBe('true');
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('marks each offer invalid while none is chosen, as a screen reader reads a radio', async () => {
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atOffer(37, '/ipfd-offer-choice', offers),
    );
    await user.click(await screen.findByRole('button', { name: 'Take this offer' }));
    await screen.findByRole('alert', { name: 'Please check one answer' });
    const invalidity = () =>
      screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-invalid'));
    expect(invalidity()).toEqual(['true', 'true', 'true']);

    await user.click(screen.getByRole('radio', { name: nbsp('1000 € over 12 months') }));
    expect(invalidity()).toEqual([null, null, null]);
  });

  it('keeps the choice and offers a retry when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atOffer(37, '/ipfd-offer-choice', offers, fails(500)),
    );
    const choice = await screen.findByRole('radio', { name: nbsp('1000 € over 24 months') });
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Take this offer' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(choice).toHaveProperty('checked', true);
  });

  it('shows expired offers without a way to take them', async () => {
    const old = offers.map((offer) => ({ ...offer, expiresAt: aMinuteAgo() }));
    renderWithProviders(<ApplicationPage />, atOffer(37, '/ipfd-offer-choice', old));
    expect(await screen.findByText(/^This offer has expired: /)).toBeDefined();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByText(/^Offer expired on /)).toHaveLength(3);
  });
});

describe('Provident offer (39)', () => {
  const provident = offerOf('Provident', { apr: 59.9, monthlyPayment: 117.02, totalCost: 1404.24 });

  it('lets the applicant borrow less over fewer months, recalculates, and takes those terms', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atOffer(39, '/provident-offer', [provident], movesTo(11)),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Provident offer' }),
    ).toBeDefined();
    expect(screen.getByText('112,77 € a month, 1353,24 € in total')).toBeDefined();

    await user.click(screen.getByRole('button', { name: nbsp('Decrease by 50 €') }));
    await user.click(screen.getByRole('button', { name: nbsp('Decrease by 50 €') }));
    await user.click(screen.getByRole('button', { name: 'Shorten by 1 month' }));
    // 900 over 11 months at 59.9 % APR. (getByText matches with no-break spaces normalised.)
    expect(screen.getByText('108,30 € a month, 1191,30 € in total')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/update-provident-offer' },
      { id: 'lead-1', offerId: 'provident-1', amount: 900, period: 11 },
    );
  });

  it('cannot go above the offered amount or outside 3 to 24 months', async () => {
    renderWithProviders(<ApplicationPage />, atOffer(39, '/provident-offer', [provident]));
    expect(await screen.findByRole('button', { name: nbsp('Increase by 50 €') })).toHaveProperty(
      'disabled',
      true,
    );
    const amount = screen.getByRole('slider', { name: 'How much do you need?' });
    expect(amount.getAttribute('max')).toBe('1000');
    const period = screen.getByRole('slider', { name: 'For how long?' });
    expect([period.getAttribute('min'), period.getAttribute('max')]).toEqual(['3', '24']);
  });

  it('keeps the chosen terms and offers a retry when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atOffer(39, '/provident-offer', [provident], fails(500)),
    );
    await user.click(await screen.findByRole('button', { name: 'Shorten by 1 month' }));
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByRole('slider', { name: 'For how long?' })).toHaveProperty('value', '11');
  });
});
