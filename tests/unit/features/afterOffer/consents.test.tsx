import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, requestsBy, stepAnswers } from './helpers';

const consentSet = (set: string, accepted: boolean | null = null) => ({
  data: {
    set,
    partner: { name: 'TF Bank (sandbox)' },
    consents: [
      {
        id: 'terms',
        kind: 'accept',
        required: true,
        version: '1',
        text: 'I accept the terms.',
        accepted,
      },
      {
        id: 'news',
        kind: 'accept',
        required: false,
        version: '1',
        text: 'Send me news.',
        accepted: null,
      },
      {
        id: 'pep',
        kind: 'yesNo',
        required: true,
        version: '1',
        text: 'Are you a politically exposed person?',
        accepted: null,
      },
    ],
  },
});

const SCREENS = [
  [
    '/consents',
    20,
    'policy',
    '/lead/offer/policy',
    'Before you accept the offer',
    'Confirm and continue',
  ],
  [
    '/dynamic-consents',
    35,
    'dynamic',
    '/lead/offer/dynamic-policy',
    "The lender's conditions",
    'Confirm and continue',
  ],
  [
    '/advanzia-consents',
    29,
    'advanzia',
    `/customer/${LEAD_ID}/consents`,
    'Your Advanzia card',
    'Accept and continue',
  ],
  [
    '/tfbank-consents',
    36,
    'tfbank',
    `/customer/${LEAD_ID}/consents`,
    'Your TF Bank loan',
    'Accept and continue',
  ],
] as const;

describe.each(SCREENS)('%s (%i)', (route, state, set, path, title, submit) => {
  const render = (step: number | { status: number } = 11, accepted: boolean | null = null) =>
    renderWithProviders(<ApplicationPage />, {
      ...atState(route, state),
      leadApi: {
        request: requestsBy({ [`GET /customer/${LEAD_ID}/consents`]: consentSet(set, accepted) }),
        sendLeadStep: stepAnswers({ [path]: step }),
      },
    });

  it("shows the partner's texts and sends every answer to its call", async () => {
    const { user, leadApi, router } = render();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(leadApi.request).toHaveBeenCalledWith(
      expect.objectContaining({ params: { set, lang: 'en' } }),
    );
    await user.click(screen.getByLabelText('I accept the terms.'));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path },
      {
        id: LEAD_ID,
        ...(set === 'advanzia' || set === 'tfbank' ? { set } : {}),
        consents: [
          { id: 'terms', accepted: true },
          { id: 'news', accepted: false },
          { id: 'pep', accepted: false },
        ],
      },
    );
  });

  it('asks for the required consent and the yes/no answer, with their own texts', async () => {
    const { user, leadApi } = render();
    await user.click(await screen.findByRole('button', { name: submit }));
    const summary = await screen.findByRole('alert', { name: 'Please check 2 answers' });
    expect(summary.textContent).toContain('I accept the terms.: Please accept to continue.');
    expect(summary.textContent).toContain(
      'Are you a politically exposed person?: Please fill this in.',
    );
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('keeps the answers and offers a retry when the call fails', async () => {
    quietConsole();
    const { user, router } = render({ status: 500 }, true);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText<HTMLInputElement>('I accept the terms.').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
    expect(router.pathname).toBe(route);
  });
});

describe('consent texts from the server', () => {
  it('refuses a malformed set as a whole and offers a retry', async () => {
    quietConsole();
    renderWithProviders(<ApplicationPage />, {
      ...atState('/consents', 20),
      leadApi: {
        request: requestsBy({
          'GET /customer/': { data: { set: 'policy', consents: [{ id: 'x', kind: 'weird' }] } },
        }),
      },
    });
    expect(
      await screen.findByText("We couldn't load this step. Check your connection and try again."),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe('customerConsents (specification section 3: the application state’s consents)', () => {
  const answer = consentSet('tfbank').data;
  const withKept = (leadId: string) => {
    const at = atState('/tfbank-consents', 36);
    return {
      ...at,
      preloadedState: {
        ...at.preloadedState,
        applicationState: {
          ...at.preloadedState.applicationState,
          customerConsents: { leadId, set: 'tfbank', answer },
        },
      },
    };
  };

  it('keeps what /customer/{id}/consents answered, in the state the tab saves', async () => {
    const { store, session } = renderWithProviders(<ApplicationPage />, {
      ...atState('/tfbank-consents', 36),
      leadApi: {
        request: requestsBy({ [`GET /customer/${LEAD_ID}/consents`]: consentSet('tfbank') }),
      },
    });
    expect(await screen.findByLabelText('I accept the terms.')).toBeDefined();
    const kept = { leadId: LEAD_ID, set: 'tfbank', answer };
    await waitFor(() => expect(store.getState().applicationState.customerConsents).toEqual(kept));
    expect(JSON.parse(session.getItem('state') ?? 'null')).toMatchObject({
      customerConsents: kept,
    });
  });

  it('after a reload, shows the kept consents even when they cannot be asked for again', async () => {
    quietConsole();
    renderWithProviders(<ApplicationPage />, {
      ...withKept(LEAD_ID),
      leadApi: { request: requestsBy({}) },
    });
    expect(await screen.findByLabelText('I accept the terms.')).toBeDefined();
    expect(screen.getByText('Are you a politically exposed person?')).toBeDefined();
  });

  it('never shows another lead’s kept consents', async () => {
    quietConsole();
    renderWithProviders(<ApplicationPage />, {
      ...withKept('another-lead'),
      leadApi: { request: requestsBy({}) },
    });
    expect(
      await screen.findByText("We couldn't load this step. Check your connection and try again."),
    ).toBeDefined();
    expect(screen.queryByLabelText('I accept the terms.')).toBeNull();
  });
});
