import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, stepAnswers } from './helpers';

const atAccount = (status?: number) => ({
  ...atState('/wenance-account', 18),
  leadApi: { sendLeadStep: stepAnswers({ '/lead/customer/password': status ? { status } : 11 }) },
});

describe('wenance account (18)', () => {
  it('sets the password and moves on; the password is stored nowhere in the browser', async () => {
    const { user, leadApi, router, session } = renderWithProviders(
      <ApplicationPage />,
      atAccount(),
    );
    expect(await screen.findByText('Your account will use ana@example.com.')).toBeDefined();
    await user.type(screen.getByLabelText('Password'), 'Secreto123');
    await user.type(screen.getByLabelText('Repeat the password'), 'Secreto123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/customer/password' },
      { id: LEAD_ID, password: 'Secreto123' },
    );
    expect(JSON.stringify([...session.entries.entries()])).not.toContain('Secreto123');
  });

  it('asks for a stronger password and a matching repeat', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, atAccount());
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert', { name: 'Please check 2 answers' })).toBeDefined();
    expect(
      screen.getAllByText('Use at least 8 characters, with letters and digits.').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('The two passwords are not the same.').length).toBeGreaterThan(0);
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('shows the server refusing the password next to it, and a failure as retry', async () => {
    quietConsole();
    const view = renderWithProviders(<ApplicationPage />, atAccount(400));
    await view.user.type(await screen.findByLabelText('Password'), 'Secreto123');
    await view.user.type(screen.getByLabelText('Repeat the password'), 'Secreto123');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert', { name: 'Please check one answer' })).toBeDefined();
    view.unmount();

    const { user } = renderWithProviders(<ApplicationPage />, atAccount(500));
    await user.type(await screen.findByLabelText('Password'), 'Secreto123');
    await user.type(screen.getByLabelText('Repeat the password'), 'Secreto123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
  });
});
