import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { quietConsole, requestsBy } from './helpers';

/** What the entry URL of smava's link put into the draft (section 2's entry parameters). */
const fromSmava = {
  route: '/smava',
  preloadedState: {
    lead: {
      ...initialLeadState,
      draft: {
        amount: '500',
        period: '70',
        'personalDetails.firstName': 'Ana',
        'personalDetails.lastName': 'Ruiz',
        'contactDetails.email': 'ana@example.com',
        'contactDetails.phoneNumber': '612345678',
      },
    },
  },
};

describe('smava landing page', () => {
  it("shows smava's data, and one confirmation creates the lead straight into checking", async () => {
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...fromSmava,
      leadApi: { request: requestsBy({ 'GET /partner/logos': { data: [] } }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome from smava' }),
    ).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ana');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'See my offers' }));
    await waitFor(() => expect(router.pathname).toBe('/checking'));
    expect(leadApi.createLead.mock.calls[0]?.[0]).toMatchObject({
      amount: 500,
      period: 70,
      periodScale: 'days',
      leadSource: 'smava',
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' },
      generalPolicies: true,
      progressState: 6,
    });
  });

  it('checks the data like the classic steps', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, fromSmava);
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'See my offers' }));
    const summary = await screen.findByRole('alert', { name: 'Please check 2 answers' });
    expect(summary.textContent).toContain('Email:');
    expect(leadApi.createLead).not.toHaveBeenCalled();
  });

  it('keeps everything and offers a retry when the lead cannot be created', async () => {
    quietConsole();
    const { user, router } = renderWithProviders(<ApplicationPage />, {
      ...fromSmava,
      leadApi: { createLead: () => Promise.resolve({ error: { status: 500, message: 'down' } }) },
    });
    await user.click(await screen.findByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'See my offers' }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
    expect(router.pathname).toBe('/smava');
  });

  it('is closed once the lead has reached the offer', async () => {
    const { router } = renderWithProviders(<ApplicationPage />, {
      route: '/smava',
      preloadedState: {
        applicationState: {
          progressState: 11,
          applicationResult: null,
          customerConsents: null,
          routeChange: null,
          lastOperationTimestamp: null,
        },
      },
    });
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
  });
});
