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
  ['Date of birth', 'Enter your date of birth.'],
  ['DNI or NIE', 'Please fill this in.'],
] as const;

/** Types a date of birth into its three fields, found by their labels inside the group. */
async function typeBirthDate(
  user: ReturnType<typeof renderWithProviders>['user'],
  { day, month, year }: { day: string; month: string; year: string },
) {
  const group = screen.getByRole('group', { name: 'Date of birth' });
  await user.type(within(group).getByLabelText('Day'), day);
  await user.type(within(group).getByLabelText('Month'), month);
  await user.type(within(group).getByLabelText('Year'), year);
}

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`).join(' | ');
}

/** A link to an element of the page on screen (src/lib/inPageHref.ts), wherever the funnel is mounted. */
const onThisPage = (fragment: string) => `${window.location.href.split('#')[0]}${fragment}`;

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
    expect(items[0]).toHaveProperty('href', onThisPage('#field-personalDetails-firstName'));
    // Where focus is has no Testing Library query; it is exactly what a keyboard user notices.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toBe('Error: About you – AskRobin – Préstamos online');

    for (const label of ['First name', 'Last name', 'DNI or NIE']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(describedText(input), label).toContain('Please fill this in.');
    }
    // The date of birth: the summary leads to its first field, all three are marked.
    expect(items[3]).toHaveProperty('href', onThisPage('#field-personalDetails-dateOfBirth-day'));
    const birthDate = screen.getByRole('group', { name: 'Date of birth' });
    expect(describedText(birthDate)).toBe(
      'For example, 27 3 1985 | You must be at least 18. | Enter your date of birth.',
    );
    for (const part of ['Day', 'Month', 'Year']) {
      expect(within(birthDate).getByLabelText(part).getAttribute('aria-invalid'), part).toBe(
        'true',
      );
    }
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
    await typeBirthDate(user, { day: '17', month: '5', year: '1990' });
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
    await typeBirthDate(user, { day: '2', month: '01', year: '1985' });
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
    const birthDate = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(birthDate).getByLabelText('Day')).toHaveProperty('value', '2');
    expect(within(birthDate).getByLabelText('Month')).toHaveProperty('value', '01');
    expect(within(birthDate).getByLabelText('Year')).toHaveProperty('value', '1985');
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
          draft: {
            'personalDetails.firstName': 'Lucía',
            'personalDetails.gender': 'FEMALE',
            // A date of birth without its year yet: the parts as typed.
            'personalDetails.dateOfBirth': '-3-27',
          },
        },
      },
    });
    expect(await screen.findByLabelText('First name')).toHaveProperty('value', 'Lucía');
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    const birthDate = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(birthDate).getByLabelText('Day')).toHaveProperty('value', '27');
    expect(within(birthDate).getByLabelText('Month')).toHaveProperty('value', '3');
    expect(within(birthDate).getByLabelText('Year')).toHaveProperty('value', '');
  });

  it('says which part of the date of birth is missing and leads to it', async () => {
    const { user, store } = renderWithProviders(<ApplicationPage />, atPersonalDetails);
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    const birthDate = screen.getByRole('group', { name: 'Date of birth' });
    await user.type(within(birthDate).getByLabelText('Day'), '27');
    await user.type(within(birthDate).getByLabelText('Year'), '1985');
    expect(store.getState().lead.draft['personalDetails.dateOfBirth']).toBe('1985--27');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please check 5 answers' });
    const link = within(summary).getByRole('link', { name: /^Date of birth:/ });
    expect(link.textContent).toBe('Date of birth: Date of birth must include a month.');
    expect(link).toHaveProperty('href', onThisPage('#field-personalDetails-dateOfBirth-month'));
    expect(within(birthDate).getByLabelText('Month').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(within(birthDate).getByLabelText('Month'))).toBe(
      'Date of birth must include a month.',
    );
    expect(within(birthDate).getByLabelText('Day').hasAttribute('aria-invalid')).toBe(false);

    await user.type(within(birthDate).getByLabelText('Month'), '13');
    expect(within(summary).getByRole('link', { name: /^Date of birth:/ }).textContent).toBe(
      'Date of birth: Date of birth must be a real date.',
    );
  });

  it('tells where the step is, with the heading that takes focus', async () => {
    renderWithProviders(<ApplicationPage />, atPersonalDetails);
    const heading = await screen.findByRole('heading', { level: 1, name: 'About you' });
    expect(describedText(heading)).toBe('Step 2 of 6');
  });
});
