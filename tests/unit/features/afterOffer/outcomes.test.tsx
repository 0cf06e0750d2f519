import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { ApplicationResultSchema } from '../../../../src/features/lead/answerSchemas';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { ApplicationResult, ContinuedLead } from '../../../../src/features/lead/types';
import type { RequestResult } from '../../../../src/lib/http';
import { deferred } from '../../helpers/deferred';
import { renderWithProviders } from '../../testUtils';

const inState = (progressState: number, applicationResult: ApplicationResult | null = null) => ({
  applicationState: { ...initialApplicationState, progressState, applicationResult },
});

/** Intl puts a no-break space between the number and the € sign. */
const eur = (text: string) => text.replace(' €', '\u00a0€');

function term(offer: HTMLElement, name: string): string | null {
  const title = within(offer).getByText(name, { selector: 'dt' });
  return title.nextElementSibling?.textContent ?? null;
}

describe('Accepted', () => {
  it('lists each offer of the application result with its terms and expiry', async () => {
    renderWithProviders(<ApplicationPage />, {
      route: '/accepted',
      preloadedState: inState(10, {
        offers: [
          {
            offerId: 'o-1',
            partner: { name: 'Lender One' },
            amount: 900,
            period: 61,
            monthlyPayment: 150.5,
            totalCost: 1050,
            apr: 24.5,
            expiresAt: '2026-03-17T12:00:00.000Z',
          },
          {
            offerId: 'o-2',
            partner: { name: 'Lender Two' },
            amount: 1000,
            period: 3,
            periodScale: 'months',
          },
        ],
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'You have offers' })).toBeDefined();
    const offers = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(offers).toHaveLength(2);

    const [first, second] = offers as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Lender One');
    expect(term(first, 'Amount')).toBe(eur('900 €'));
    expect(term(first, 'Period')).toBe('61 days');
    expect(term(first, 'Monthly payment')).toBe(eur('150,50 €'));
    expect(term(first, 'Total to repay')).toBe(eur('1050 €'));
    expect(term(first, 'APR')).toMatch(/^24,5\s%$/);
    expect(within(first).getByText(/^Offer valid until 17 mar 2026, \d{2}:\d{2}$/)).toBeDefined();

    expect(within(second).getByRole('heading', { level: 2 }).textContent).toBe('Lender Two');
    expect(term(second, 'Period')).toBe('3 months');
    expect(within(second).queryByText('Monthly payment')).toBeNull();
    expect(within(second).queryByText(/Offer valid until/)).toBeNull();
  });

  it('shows the valid offers of an answer with malformed ones, and says some could not be shown', async () => {
    // The answer as the lead API client's edge leaves it (answerSchemas.ts).
    const result = v.parse(ApplicationResultSchema, {
      application: { status: 'ACCEPTED' },
      offers: [
        null,
        {},
        {
          offerId: 'o-1',
          partner: { name: 'Lender One' },
          amount: 900,
          period: 61,
          periodScale: 'days',
          monthlyPayment: 150.5,
          totalCost: 1050,
          apr: 24.5,
          expiresAt: '2026-03-17T12:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<ApplicationPage />, {
      route: '/accepted',
      preloadedState: inState(10, result),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'You have offers' })).toBeDefined();
    expect(
      screen
        .getByText('Some of your offers could not be shown. Here are the others.')
        .getAttribute('role'),
    ).toBe('status');
    const offers = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(
      offers.map((offer) => within(offer).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Lender One']);
    expect(screen.queryByText('Something went wrong', { exact: false })).toBeNull();
  });

  it('with every offer malformed, says plainly that none can be shown, and offers the ways on', async () => {
    const unshown = v.parse(ApplicationResultSchema, {
      application: { status: 'ACCEPTED' },
      offers: [null, {}],
    });
    const offer = { offerId: 'o-1', partner: { name: 'Lender One' }, amount: 500, period: 61 };
    const status = (applicationResult: ApplicationResult) =>
      Promise.resolve({
        data: { id: 'lead-1', progressState: 10, leadStatus: 1, applicationResult },
      });
    const fetchLeadStatus = vi
      .fn()
      .mockImplementationOnce(() => status(unshown))
      .mockImplementationOnce(() =>
        status({ application: { status: 'ACCEPTED' }, offers: [offer] }),
      );
    const { user } = renderWithProviders(<ApplicationPage />, {
      route: '/accepted',
      preloadedState: {
        ...inState(10, unshown),
        lead: { ...initialLeadState, application: { id: 'lead-1' } },
      },
      leadApi: { fetchLeadStatus },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your offers could not be shown' }),
    ).toBeDefined();
    expect(screen.queryByText(/Here are the others/)).toBeNull();
    expect(screen.queryByText(/Compare them/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Email me a link' })).toBeDefined();

    // Asked again, the lead API still sends none that can be shown: the screen says so.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We still cannot show them. Try again later, or get a link by email.',
    );
    // Asked once more, the offers come whole: they show.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const offers = await screen.findByRole('list', { name: 'Offers' });
    expect(within(offers).getByRole('heading', { level: 2 }).textContent).toBe('Lender One');
    expect(fetchLeadStatus).toHaveBeenCalledTimes(2);
  });

  it('says nothing of unshown offers when every offer could be shown', async () => {
    renderWithProviders(<ApplicationPage />, {
      route: '/accepted',
      preloadedState: inState(10, {
        offers: [{ offerId: 'o', partner: { name: 'Lender One' }, amount: 500, period: 61 }],
      }),
    });
    expect(await screen.findByRole('list', { name: 'Offers' })).toBeDefined();
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });

  it('says the offers come by email when there are none yet', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/accepted', preloadedState: inState(10) });
    expect(await screen.findByText('Your offers will arrive by email shortly.')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull();
  });
});

describe('Redirected', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('links to an https URL on a partner host of the brand and remembers the redirect', async () => {
    renderWithProviders(<ApplicationPage />, {
      route: '/redirected',
      config: { partnerHosts: ['partner.example'] },
      preloadedState: inState(12, {
        redirectUrl: 'https://partner.example/apply?lead=1',
        partner: { name: 'Lender' },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Continue to Lender' });
    expect(link.getAttribute('href')).toBe('https://partner.example/apply?lead=1');
    // The screen remembers the redirect in an effect, after the link is on screen.
    await waitFor(() =>
      expect(window.localStorage.getItem('redirectUrl')).toBe(
        JSON.stringify('https://partner.example/apply?lead=1'),
      ),
    );
    expect(window.localStorage.getItem('redirected')).toBe('true');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/relative',
    'http://partner.example/apply?lead=1',
    // https, but not one of the brand's partner hosts.
    'https://elsewhere.example/apply?lead=1',
  ])('refuses %s: no link, a message, and an error in the console', async (redirectUrl) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ApplicationPage />, {
      route: '/redirected',
      config: { partnerHosts: ['partner.example'] },
      preloadedState: inState(12, { redirectUrl, partner: { name: 'Lender' } }),
    });
    expect(
      await screen.findByText("We couldn't open the partner's page. We will email you the link."),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: /Continue to/ })).toBeNull();
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain(
      redirectUrl,
    );
    expect(logged).toHaveBeenCalledWith(
      'Refused a redirect URL outside the brand’s partner hosts over https',
    );
    expect(window.localStorage.getItem('redirectUrl')).toBeNull();
  });

  it('a refused link has a way on: asking the lead API again, whose safe link is then followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const safe = { redirectUrl: 'https://partner.example/apply', partner: { name: 'Lender' } };
    const fetchLeadStatus = vi.fn((id: string) =>
      Promise.resolve({ data: { id, progressState: 12, leadStatus: 1, applicationResult: safe } }),
    );
    const { user } = renderWithProviders(<ApplicationPage />, {
      route: '/redirected',
      config: { partnerHosts: ['partner.example'] },
      leadApi: { fetchLeadStatus },
      preloadedState: {
        ...inState(12, { redirectUrl: 'javascript:alert(1)', partner: { name: 'Lender' } }),
        lead: { ...initialLeadState, application: { id: 'lead-1' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const link = await screen.findByRole('link', { name: 'Continue to Lender' });
    expect(link.getAttribute('href')).toBe('https://partner.example/apply');
    expect(fetchLeadStatus).toHaveBeenCalledTimes(1);
  });
});

describe('Continue', () => {
  const continued = {
    applicantToken: 'test-applicant-token-1',
    id: 'abc-123',
    progressState: 10,
    applicationResult: {
      offers: [{ offerId: 'o', partner: { name: 'Lender One' }, amount: 500, period: 61 }],
    },
    lead: { amount: 500, personalDetails: { firstName: 'Eva' } },
  };

  it('loads the lead of the link and shows the screen of its state', async () => {
    const { leadApi, router, store } = renderWithProviders(<ApplicationPage />, {
      route: '/continue/abc-123?refTransactionId=tx-1',
      leadApi: { continueLead: () => Promise.resolve({ data: continued }) },
    });

    // While the screen's code loads, the page's spinner shows.
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have offers' })).toBeDefined();
    expect(leadApi.continueLead).toHaveBeenCalledWith('abc-123', 'continue', 'tx-1');
    expect(router.pathname).toBe('/accepted');
    expect(router.navigationType).toBe('REPLACE');
    expect(store.getState().lead.application).toMatchObject({ id: 'abc-123', amount: 500 });
  });

  it('falls back to s_id for the transaction id', async () => {
    const { leadApi } = renderWithProviders(<ApplicationPage />, {
      route: '/continue/abc-123?s_id=legacy-7',
    });
    await screen.findByRole('link', { name: 'Start a new application' });
    expect(leadApi.continueLead).toHaveBeenCalledWith('abc-123', 'continue', 'legacy-7');
  });

  it('in strict mode, as the app runs, keeps showing progress while the lead loads', async () => {
    const answer = deferred<RequestResult<ContinuedLead>>();
    const { leadApi } = renderWithProviders(
      <StrictMode>
        <ApplicationPage />
      </StrictMode>,
      { route: '/continue/abc-123', leadApi: { continueLead: () => answer.promise } },
    );

    expect(
      await screen.findByRole('progressbar', { name: 'Opening your application' }),
    ).toBeDefined();
    await waitFor(() => expect(leadApi.continueLead).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'We could not open this link' })).toBeNull();

    answer.resolve({ data: continued });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have offers' })).toBeDefined();
  });

  it('shows the start-again link for a link whose id is not valid percent-encoding', async () => {
    // React Router warns that it cannot decode the path; expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { leadApi } = renderWithProviders(<ApplicationPage />, { route: '/continue/%E0%A4%A' });
    expect(await screen.findByRole('link', { name: 'Start a new application' })).toBeDefined();
    expect(leadApi.continueLead).toHaveBeenCalledWith('%E0%A4%A', 'continue', undefined);
  });

  it('offers to start again when the link cannot be opened', async () => {
    const { user, router } = renderWithProviders(<ApplicationPage />, {
      route: '/continue/expired-1',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not open this link' }),
    ).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Start a new application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
    expect(router.pathname).toBe('/');
  });
});

describe('Unsubscribe', () => {
  it('checks the email before calling the API, then confirms', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, { route: '/unsubscribe' });
    const email = await screen.findByLabelText('Email');

    await user.type(email, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeDefined();
    expect(leadApi.unsubscribe).not.toHaveBeenCalled();
    // The summary takes focus on the next frame; typing before that would lose the keystrokes
    // to it (a busy machine delays the frame).
    const summary = screen.getByRole('alert', { name: /Please check/ });
    // eslint-disable-next-line testing-library/no-node-access -- focus itself is what is awaited
    await waitFor(() => expect(document.activeElement).toBe(summary));

    await user.type(email, '.com ');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeDefined();
    expect(leadApi.unsubscribe).toHaveBeenCalledExactlyOnceWith('ana@example.com');
  });

  it('asks for an email when the field is empty', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, { route: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByText('Please fill this in.')).toBeDefined();
    expect(leadApi.unsubscribe).not.toHaveBeenCalled();
  });

  it('takes the email from the link and says so when the API fails', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
      route: '/unsubscribe?email=Ana%40Example.com',
      leadApi: { unsubscribe: () => Promise.resolve({ error: { status: 500, message: 'x' } }) },
    });
    expect(await screen.findByLabelText('Email')).toHaveProperty('value', 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText("We couldn't unsubscribe you right now. Please try again."),
    ).toBeDefined();
    expect(leadApi.unsubscribe).toHaveBeenCalledWith('Ana@Example.com');
  });
});

describe('NotFound', () => {
  it('shows at an unknown route, with a way back to the start', async () => {
    const { router } = renderWithProviders(<ApplicationPage />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(router.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to the start' }).getAttribute('href')).toBe('/');
  });
});

describe('route guard in the page', () => {
  it('sends an applicant who already has an offer from a form step to the offer', async () => {
    const { router } = renderWithProviders(<ApplicationPage />, {
      route: '/personal-details',
      preloadedState: inState(13),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No offer this time' }),
    ).toBeDefined();
    expect(router.pathname).toBe('/rejected');
  });

  it('shows the index in additional personal details (22), whose route it is, instead of a blank page', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/', preloadedState: inState(22) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeDefined();
  });

  it('strips a trailing slash before choosing the screen', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/thank-you/', preloadedState: inState(11) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
  });
});
