import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { validation as spanishPatterns } from '../../../../src/brands/es/validation';
import type { ValidationPatterns } from '../../../../src/brands/types';
import { validation as vietnamesePatterns } from '../../../../src/brands/vn/validation';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { renderWithProviders } from '../../testUtils';

/** Personal details of a lead past the first screen, with the brand's patterns loaded by `loadValidation`. */
const atPersonalDetails = (loadValidation: () => Promise<ValidationPatterns>) => ({
  route: '/personal-details',
  config: { loadValidation },
  preloadedState: {
    applicationState: { ...initialApplicationState, progressState: 2 },
    lead: { ...initialLeadState, application: { amount: 900, period: 61 } },
  },
});

/** The answers the error summary lists after an empty-ish submit, by their labels. */
async function summaryLabels(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Nguyễn');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const summary = await screen.findByRole('alert', { name: /Please check/ });
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe("a later step and its country's patterns (loaded after the first screen)", () => {
  it('waits for the patterns, then checks the answers with them', async () => {
    let arrive: (patterns: ValidationPatterns) => void = () => undefined;
    const loadValidation = vi.fn(
      () => new Promise<ValidationPatterns>((resolve) => (arrive = resolve)),
    );
    const { user } = renderWithProviders(<ApplicationPage />, atPersonalDetails(loadValidation));

    await vi.waitFor(() => expect(loadValidation).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 1, name: 'About you' })).toBeNull();
    arrive(vietnamesePatterns);
    await screen.findByRole('heading', { level: 1, name: 'About you' });

    // Vietnamese letters pass Vietnam's name pattern: the first name is not among the problems.
    const labels = await summaryLabels(user);
    expect(labels).toContain('Last name: Please fill this in.');
    expect(labels.filter((label) => label.startsWith('First name'))).toEqual([]);
  });

  it("refuses with Spain's patterns what Vietnam's accept", async () => {
    const { user } = renderWithProviders(
      <ApplicationPage />,
      atPersonalDetails(() => Promise.resolve(spanishPatterns)),
    );
    await screen.findByRole('heading', { level: 1, name: 'About you' });

    expect(await summaryLabels(user)).toContain(
      'First name: Use letters only, with single spaces or hyphens between names.',
    );
  });

  it('says when the patterns cannot be loaded, and loads them again on Try again', async () => {
    const loadValidation = vi
      .fn<() => Promise<ValidationPatterns>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(spanishPatterns);
    const { user } = renderWithProviders(<ApplicationPage />, atPersonalDetails(loadValidation));

    await screen.findByText('This page could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 1, name: 'About you' });
  });
});
