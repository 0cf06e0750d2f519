import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brandConfig } from '../../../../src/brands/es/askrobin/config';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { redirectFor } from '../../../../src/features/routing/routeGuard';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, requestsBy, stepAnswers } from './helpers';

const partnerUrl = 'https://partner.example/apply?lead=1';
const redirectedLead = {
  ...atState('/redirected', 12),
  preloadedState: {
    ...atState('/redirected', 12).preloadedState,
    applicationState: {
      ...atState('/redirected', 12).preloadedState.applicationState,
      applicationResult: {
        application: { status: 'REDIRECTED' },
        partner: { name: 'Lender' },
        redirectUrl: partnerUrl,
      },
    },
  },
  config: { partnerHosts: ['partner.example'] },
};

describe('continue links', () => {
  it('a lead waiting in state 14 resumes at once (/lead/continue/{id})', async () => {
    window.localStorage.setItem('reapplying', 'true');
    const { leadApi, router } = renderWithProviders(<ApplicationPage />, {
      route: `/continue/${LEAD_ID}`,
      leadApi: {
        continueLead: () =>
          Promise.resolve({
            data: {
              applicantToken: 'test-applicant-token-1',
              id: LEAD_ID,
              progressState: 14,
              applicationResult: null,
              lead: { amount: 700 },
            },
          }),
        sendLeadStep: stepAnswers({ [`/lead/continue/${LEAD_ID}`]: 11 }),
      },
    });
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: `/lead/continue/${LEAD_ID}` },
      { id: LEAD_ID },
    );
    // Opening a link names the lead wanted: an earlier re-application is over.
    expect(window.localStorage.getItem('reapplying')).toBeNull();
  });

  it('offers a retry when resuming fails', async () => {
    quietConsole();
    renderWithProviders(<ApplicationPage />, {
      ...atState('/continue', 14),
      leadApi: { sendLeadStep: stepAnswers({ [`/lead/continue/${LEAD_ID}`]: { status: 503 } }) },
    });
    expect(
      await screen.findByText("We couldn't pick up your application. Try again."),
    ).toBeDefined();
  });

  it('opens /continue only in state 14, and /smava only before the offer', () => {
    expect(redirectFor('/continue', 14, brandConfig.steps)).toBeNull();
    expect(redirectFor('/continue', 10, brandConfig.steps)).toBe('/accepted');
    expect(redirectFor('/smava', 0, brandConfig.steps)).toBeNull();
    expect(redirectFor('/smava', 3, brandConfig.steps)).toBeNull();
    expect(redirectFor('/smava', 6, brandConfig.steps)).toBe('/checking');
  });
});

describe('a lead redirected before', () => {
  it('is told so, with the partner and the date, and is not sent away again', async () => {
    const { leadApi } = renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      leadApi: {
        request: requestsBy({
          [`GET /lead/${LEAD_ID}/redirect`]: {
            data: {
              redirected: true,
              redirectedAt: '2026-03-01T10:00:00.000Z',
              redirectUrl: partnerUrl,
              partner: { name: 'Lender' },
            },
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have already been sent to Lender',
      }),
    ).toBeDefined();
    expect(screen.getByText(/^On 1 mar 2026, \d{2}:\d{2} we sent you to Lender/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue at Lender' }).getAttribute('href')).toBe(
      partnerUrl,
    );
    expect(leadApi.request.mock.calls.map(([config]) => config.method)).not.toContain('POST');
  });

  /** The redirected lead's page while the server cannot be asked: the stored flags decide. */
  async function expectAlreadySentWithoutTheServer() {
    renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      leadApi: { request: requestsBy({}) },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have already been sent to Lender',
      }),
    ).toBeDefined();
  }

  it('on this device, the stored flag is enough when the server cannot be asked', async () => {
    quietConsole();
    window.localStorage.setItem('redirected', 'true');
    window.localStorage.setItem('lid', JSON.stringify(LEAD_ID));
    await expectAlreadySentWithoutTheServer();
  });

  it('in this tab, its session’s flag is enough when another tab has moved lid on', async () => {
    quietConsole();
    window.sessionStorage.setItem('sessionAcceptedRedirected', JSON.stringify(LEAD_ID));
    window.localStorage.setItem('redirected', 'true');
    window.localStorage.setItem('lid', JSON.stringify('another-tabs-lead'));
    window.localStorage.setItem('reapplying', 'true');
    await expectAlreadySentWithoutTheServer();
  });

  it('the first time, is sent on: the redirect is recorded and the flags name this lead', async () => {
    const { leadApi } = renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      localStorage: { reapplying: 'true' },
      leadApi: {
        request: requestsBy({
          [`GET /lead/${LEAD_ID}/redirect`]: { data: { redirected: false, redirectedAt: null } },
          [`POST /lead/${LEAD_ID}/redirect`]: {
            data: { redirected: true, redirectedAt: '2026-03-01T10:00:00.000Z' },
          },
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Continue to Lender' })).toBeDefined();
    await waitFor(() =>
      expect(leadApi.request).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', url: `/lead/${LEAD_ID}/redirect` }),
        'leadRedirect',
      ),
    );
    expect(window.localStorage.getItem('lid')).toBe(JSON.stringify(LEAD_ID));
    expect(window.localStorage.getItem('redirected')).toBe('true');
    expect(window.sessionStorage.getItem('sessionAcceptedRedirected')).toBe(
      JSON.stringify(LEAD_ID),
    );
  });

  /**
   * The server's answers to starting again: `/v2/lead` makes lead-new with its token, and the read
   * of lead-new (with the entry's `query`) answers with `read`'s token and lead id.
   */
  const reapplyAnswers = (query: string, read: { applicantToken: string; id: string }) =>
    requestsBy({
      [`GET /lead/${LEAD_ID}/redirect`]: { data: { redirected: true, redirectedAt: null } },
      'POST /v2/lead': {
        data: { id: 'lead-new', progressState: 1, applicantToken: 'token-of-the-new-lead' },
      },
      [`GET /v2/lead/url/lead-new/reapply${query}`]: {
        data: {
          ...read,
          progressState: 1,
          applicationResult: null,
          lead: { amount: 900, personalDetails: { firstName: 'Eva' } },
        },
      },
    });

  it('can start a new application from the earlier answers (/v2/lead, then its v2 URL)', async () => {
    const { user, leadApi, router, store } = renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      route: '/redirected?utm_source=mail',
      leadApi: {
        request: reapplyAnswers('?utm_source=mail', {
          applicantToken: 'fresh-token-of-the-new-lead',
          id: 'lead-new',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new application' }));
    await waitFor(() => expect(router.pathname).toBe('/loan-information'));
    expect(leadApi.request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/v2/lead',
        data: { id: LEAD_ID, product: 'askrobin' },
      }),
      'leadSaved',
    );
    // The new lead is read with its own token, not the earlier lead's, and its token kept.
    expect(leadApi.request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/v2/lead/url/lead-new/reapply?utm_source=mail',
        headers: { Authorization: 'Bearer token-of-the-new-lead' },
      }),
      'continuedLead',
    );
    expect(store.getState().lead.application).toMatchObject({ id: 'lead-new', amount: 900 });
    expect(store.getState().lead.applicantToken).toBe('fresh-token-of-the-new-lead');
    expect(window.localStorage.getItem('reapplying')).toBe('true');
  });

  it('does not adopt a lead the server answers with in place of the new one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, store } = renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      leadApi: {
        request: reapplyAnswers('', {
          applicantToken: 'token-of-a-stranger',
          id: 'lead-of-a-stranger',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new application' }));
    expect(
      await screen.findByText("We couldn't start a new application. Try again."),
    ).toBeDefined();
    expect(router.pathname).toBe('/redirected');
    expect(store.getState().lead.application.id).toBe(LEAD_ID);
    expect(store.getState().lead.applicantToken).not.toBe('token-of-a-stranger');
    expect(String(logged.mock.calls)).toMatch(/it is about another lead/);
    expect(String(logged.mock.calls)).not.toMatch(/lead-of-a-stranger|lead-new/);
  });

  it('says so when starting again fails', async () => {
    quietConsole();
    const { user, router } = renderWithProviders(<ApplicationPage />, {
      ...redirectedLead,
      leadApi: {
        request: requestsBy({
          [`GET /lead/${LEAD_ID}/redirect`]: { data: { redirected: true, redirectedAt: null } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new application' }));
    expect(
      await screen.findByText("We couldn't start a new application. Try again."),
    ).toBeDefined();
    expect(router.pathname).toBe('/redirected');
  });
});
