import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { NavigationMode } from '../../../../src/features/routing/routes';
import { routeChangeFor, withLeadId } from '../../../../src/features/routing/stateRoutes';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, stepAnswers } from '../afterOffer/helpers';

describe('the route of state 14', () => {
  it('is /continue/{id} with the lead id', () => {
    expect(withLeadId(routeChangeFor(14), 'lead-42')).toEqual({
      path: '/continue/lead-42',
      mode: NavigationMode.REPLACE,
    });
    // The id is one path segment, whatever it holds.
    expect(withLeadId(routeChangeFor(14), 'a/b c').path).toBe('/continue/a%2Fb%20c');
  });

  it('stays /continue without a lead, and other states keep their routes', () => {
    expect(withLeadId(routeChangeFor(14), undefined).path).toBe('/continue');
    expect(withLeadId(routeChangeFor(10), 'lead-42').path).toBe('/accepted');
    expect(withLeadId(routeChangeFor(2), 'lead-42').path).toBe('/personal-details');
  });
});

describe('moving into state 14', () => {
  it('navigates to /continue/{lead id} and resumes the lead there', async () => {
    quietConsole();
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
              lead: {},
            },
          }),
        sendLeadStep: stepAnswers({ [`/lead/continue/${LEAD_ID}`]: { status: 503 } }),
      },
    });
    expect(
      await screen.findByText("We couldn't pick up your application. Try again."),
    ).toBeDefined();
    expect(router.pathname).toBe(`/continue/${LEAD_ID}`);
    expect(leadApi.continueLead).toHaveBeenCalledOnce();
  });

  it('resumes at once on a reload of /continue/{id} for the lead waiting in the store', async () => {
    const { leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atState(`/continue/${LEAD_ID}`, 14),
      leadApi: { sendLeadStep: stepAnswers({ [`/lead/continue/${LEAD_ID}`]: 11 }) },
    });
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.continueLead).not.toHaveBeenCalled();
  });

  it('still opens the link of another lead than the one waiting in the store', async () => {
    quietConsole();
    const { leadApi } = renderWithProviders(<ApplicationPage />, {
      ...atState('/continue/other-lead', 14),
    });
    await waitFor(() => expect(leadApi.continueLead).toHaveBeenCalled());
    expect(leadApi.continueLead.mock.calls[0]?.[0]).toBe('other-lead');
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('still resumes at /continue without an id', async () => {
    const { router } = renderWithProviders(<ApplicationPage />, {
      ...atState('/continue', 14),
      leadApi: { sendLeadStep: stepAnswers({ [`/lead/continue/${LEAD_ID}`]: 11 }) },
    });
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
  });
});
