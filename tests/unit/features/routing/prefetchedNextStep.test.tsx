import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { SCREEN_LOADERS } from '../../../../src/app/screens';
import { prefetchWhatFollows } from '../../../../src/features/routing';
import { createTestI18n, renderWithProviders } from '../../testUtils';

describe('the next step, prefetched', () => {
  it('shows at once on continue, without the spinner in between, once what it needs is in', async () => {
    const i18n = createTestI18n();
    const { user, store, services } = renderWithProviders(<ApplicationPage />, {
      route: '/',
      i18n,
    });
    await screen.findByRole('heading', { level: 1, name: 'Your loan' });
    // What the first screen asks for while it is read, or the app as it starts after a continue
    // pressed in the picture: the step's code, the texts and the patterns.
    await prefetchWhatFollows('/', { loaders: SCREEN_LOADERS, services, i18n });
    let spinnerShown = false;
    store.subscribe(() => {
      if (store.getState().loading) spinnerShown = true;
    });

    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeDefined();
    expect(spinnerShown).toBe(false);
  });
});
