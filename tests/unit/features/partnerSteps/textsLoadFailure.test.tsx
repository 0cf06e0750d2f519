import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import afterOffer from '../../../../public/locales/en/afterOffer.json';
import consent from '../../../../public/locales/en/consent.json';
import partnerSteps from '../../../../public/locales/en/partnerSteps.json';
import translation from '../../../../public/locales/en/translation.json';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { Offer } from '../../../../src/features/lead/types';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { createI18n } from '../../../../src/i18n/i18n';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { serveLocales } from '../../helpers/serveLocales';
import { renderWithProviders } from '../../testUtils';

// Screens load lazily: transform their code once here, so no test's first wait pays for it.
beforeAll(async () => {
  await import('../../../../src/features/afterOffer/outcomes/Accepted');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const offer: Offer = {
  offerId: 'offer-1',
  partner: { name: 'Lender 1' },
  amount: 1000,
  period: 61,
  periodScale: 'days',
  monthlyPayment: 508.3,
  totalCost: 1016.6,
  apr: 19.9,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  acceptance: 'payment',
};

const atAccepted = {
  route: '/accepted',
  preloadedState: {
    applicationState: {
      ...initialApplicationState,
      progressState: 10,
      applicationResult: { application: { status: 'ACCEPTED' as const }, offers: [offer] },
    },
    lead: { ...initialLeadState, application: { id: 'lead-1' } },
  },
};

/** The page's other namespaces, which load. */
const OTHER_FILES = { 'en/afterOffer': afterOffer, 'en/consent': consent };

/** A text shaped like one of the funnel's keys (`offer>choose`), which no applicant should read. */
const RAW_KEY = /\w+>\w+/;

describe('the offers screen when its texts cannot be loaded', () => {
  it('offers a retry instead of keys, and shows the offers once the texts load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable = ['en/partnerSteps'];
    serveLocales({ ...OTHER_FILES, 'en/partnerSteps': partnerSteps }, unreachable);
    // Without the build's copy of the namespace: its file is all there is.
    const i18n = await createI18n('en', '', { firstScreen: translation });
    const { user } = renderWithProviders(<ApplicationPage />, { ...atAccepted, i18n });

    await screen.findByRole(
      'heading',
      { level: 1, name: 'This page could not be loaded' },
      ASYNC_WAIT,
    );
    expect(document.body.textContent).not.toMatch(RAW_KEY);

    unreachable.length = 0; // the connection is back
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const item = await screen.findByRole('listitem', {}, ASYNC_WAIT);
    expect(within(item).getByRole('button', { name: 'Choose this offer' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('shows the offers in the build’s own texts when the file stays blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveLocales(OTHER_FILES, ['en/partnerSteps']);
    const i18n = await createI18n('en', '', {
      firstScreen: translation,
      namespaceFallbacks: { partnerSteps: () => Promise.resolve(partnerSteps) },
    });
    renderWithProviders(<ApplicationPage />, { ...atAccepted, i18n });

    const item = await screen.findByRole('listitem', {}, ASYNC_WAIT);
    expect(within(item).getByRole('button', { name: 'Choose this offer' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
