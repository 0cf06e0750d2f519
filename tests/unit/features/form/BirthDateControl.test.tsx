import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { renderWithProviders } from '../../testUtils';

const atPersonalDetails = (intlLocale: string) => ({
  route: '/personal-details',
  config: { intlLocale },
  preloadedState: {
    applicationState: { ...initialApplicationState, progressState: 2 },
    lead: { ...initialLeadState, application: { amount: 900, period: 61 } },
  },
});

/** The labels of the date of birth's fields, in the order they stand on the page. */
async function partLabels() {
  const group = await screen.findByRole('group', { name: 'Date of birth' });
  return within(group)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
}

describe('the date of birth control', () => {
  it('puts the day first where the locale does, the month first in the Philippines', async () => {
    const { unmount } = renderWithProviders(<ApplicationPage />, atPersonalDetails('pl-PL'));
    expect(await partLabels()).toEqual(['Day', 'Month', 'Year']);
    expect(screen.getByText('For example, 27 3 1985')).toBeDefined();
    unmount();

    renderWithProviders(<ApplicationPage />, atPersonalDetails('en-PH'));
    expect(await partLabels()).toEqual(['Month', 'Day', 'Year']);
    expect(screen.getByText('For example, 3 27 1985')).toBeDefined();
  });

  it('splits a whole date pasted into one field, and keeps digits only', async () => {
    const { user, store } = renderWithProviders(<ApplicationPage />, atPersonalDetails('es-ES'));
    const group = await screen.findByRole('group', { name: 'Date of birth' });
    await user.click(within(group).getByLabelText('Day'));
    await user.paste('27/03/1985');
    expect(within(group).getByLabelText('Day')).toHaveProperty('value', '27');
    expect(within(group).getByLabelText('Month')).toHaveProperty('value', '03');
    expect(within(group).getByLabelText('Year')).toHaveProperty('value', '1985');
    expect(store.getState().lead.draft['personalDetails.dateOfBirth']).toBe('1985-03-27');

    const month = within(group).getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '1a2');
    expect(month).toHaveProperty('value', '12');
  });
});
