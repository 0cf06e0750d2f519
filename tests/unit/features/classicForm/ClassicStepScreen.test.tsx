import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../../testUtils';

const atPersonalDetails = {
  route: '/personal-details',
  preloadedState: {
    applicationState: { ...initialApplicationState, progressState: 2 },
    lead: {
      ...initialLeadState,
      application: { amount: 900, period: 61, periodScale: 'days', tags: ['react-ui'] },
    },
  },
};

const FIELD_ERRORS = [
  ['First name', 'Please fill this in.'],
  ['Last name', 'Please fill this in.'],
  ['Gender', 'Please fill this in.'],
  ['Date of birth', 'Please fill this in.'],
  ['DNI or NIE', 'Please fill this in.'],
] as const;

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`).join(' | ');
}

describe('a classic step: personal details', () => {
  it('on an empty submit lists every problem in a focused summary and marks each field', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, atPersonalDetails);
    await screen.findByRole('heading', { level: 1, name: 'About you' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please check 5 answers' });
    const items = within(summary).getAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual(
      FIELD_ERRORS.map(([label, error]) => `${label}: ${error}`),
    );
    // To the field on this page (src/lib/inPageHref.ts), wherever the funnel is mounted.
    expect(items[0]).toHaveProperty(
      'href',
      `${window.location.href.split('#')[0]}#field-personalDetails-firstName`,
    );
    // Where focus is has no Testing Library query; it is exactly what a keyboard user notices.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toBe('Error: About you – AskRobin – Préstamos online');

    for (const label of ['First name', 'Last name', 'Date of birth', 'DNI or NIE']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(describedText(input), label).toContain('Please fill this in.');
    }
    expect(describedText(screen.getByLabelText('Date of birth'))).toBe(
      'You must be at least 18. | Please fill this in.',
    );
    const gender = screen.getByRole('group', { name: 'Gender' });
    expect(gender.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(within(gender).getByRole('radio', { name: 'Female' }))).toBe(
      'Please fill this in.',
    );
    expect(leadApi.createLead).not.toHaveBeenCalled();
  });

  it('explains wrong values and updates the errors while the applicant corrects them', async () => {
    const { user } = renderWithProviders(<ApplicationPage />, atPersonalDetails);
    await user.type(await screen.findByLabelText('First name'), 'Ana3');
    await user.type(screen.getByLabelText('DNI or NIE'), '12345678A');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const firstName = screen.getByLabelText('First name');
    expect(describedText(firstName)).toBe(
      'Use letters only, with single spaces or hyphens between names.',
    );
    expect(describedText(screen.getByLabelText('DNI or NIE'))).toBe(
      'For example 12345678Z or X1234567L. | The letter does not match the number. Check it against your document.',
    );

    const dni = screen.getByLabelText('DNI or NIE');
    await user.type(dni, '{Backspace}Z');
    expect(dni.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert', { name: 'Please check 4 answers' })).toBeDefined();
  });

  it('sends the typed values with createLead and moves on to contact details', async () => {
    const { user, leadApi, router, store } = renderWithProviders(
      <ApplicationPage />,
      atPersonalDetails,
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await user.type(screen.getByLabelText('First name'), 'María José');
    await user.type(screen.getByLabelText('Last name'), 'García-López');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await user.type(screen.getByLabelText('DNI or NIE'), 'x1234567l');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeDefined();
    expect(router.pathname).toBe('/contact-details');
    expect(leadApi.createLead).toHaveBeenCalledTimes(1);
    expect(leadApi.createLead.mock.calls[0]![0]).toEqual({
      amount: 900,
      period: 61,
      periodScale: 'days',
      tags: ['react-ui'],
      personalDetails: {
        firstName: 'María José',
        lastName: 'García-López',
        gender: 'FEMALE',
        dateOfBirth: '1990-05-17',
        personalCode: 'x1234567l',
      },
      progressState: 3,
    });
    expect(store.getState().lead.application.id).toBe('lead-1');
    expect(store.getState().lead.draft).toEqual({});
  });

  it('keeps the values and offers a retry when the lead API fails, then succeeds on retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atPersonalDetails,
      leadApi: {
        createLead: () => Promise.resolve({ error: { status: 502, message: 'Bad Gateway' } }),
      },
    });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Ruiz');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByLabelText('Date of birth'), '1985-01-02');
    await user.type(screen.getByLabelText('DNI or NIE'), '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText(
        "We couldn't save your answers. They are still here: check your connection and try again.",
      ),
    ).toBeDefined();
    expect(logged).toHaveBeenCalledWith('Failed to post lead', {
      status: 502,
      message: 'Bad Gateway',
    });
    expect(router.pathname).toBe('/personal-details');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ana');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Ruiz');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Date of birth')).toHaveProperty('value', '1985-01-02');
    expect(screen.getByLabelText('DNI or NIE')).toHaveProperty('value', '12345678Z');

    leadApi.createLead.mockResolvedValueOnce({
      data: { id: 'lead-2', progressState: 3, leadStatus: 1 },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeDefined();
    const [firstKey, retryKey] = leadApi.createLead.mock.calls.map(([, key]) => key);
    expect(retryKey).toBe(firstKey);
  });

  it('shows drafts typed before a reload', async () => {
    renderWithProviders(<ApplicationPage />, {
      ...atPersonalDetails,
      preloadedState: {
        ...atPersonalDetails.preloadedState,
        lead: {
          ...initialLeadState,
          draft: { 'personalDetails.firstName': 'Lucía', 'personalDetails.gender': 'FEMALE' },
        },
      },
    });
    expect(await screen.findByLabelText('First name')).toHaveProperty('value', 'Lucía');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
  });
});
