import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import type { LeadApi } from '../../../../src/features/lead/api';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { RequestResult } from '../../../../src/lib/http';
import { renderWithProviders } from '../../testUtils';

// Screens load lazily: transform their code once here, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('../../../../src/features/partnerSteps/ProfessionalDetailsScreen')]);
});

const MAPPING = {
  professions: [
    { code: 'EMPLOYEE', label: 'Employee' },
    { code: 'ASTRONAUT', label: 'Astronaut (from the server)' },
  ],
  economicActivities: [{ code: 'TRANSPORT', label: 'Transport' }],
};

function atProfessionalDetails(leadApi: Partial<LeadApi>) {
  return {
    route: '/professional-details',
    leadApi,
    preloadedState: {
      applicationState: { ...initialApplicationState, progressState: 27 },
      lead: { ...initialLeadState, application: { id: 'lead-1' } },
    },
  };
}

// The fake answers every request with the mapping; `never` keeps it assignable to request<T>.
const answering = (data: unknown) => () => Promise.resolve({ data } as RequestResult<never>);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.selectOptions(
    await screen.findByLabelText('Profession'),
    'Astronaut (from the server)',
  );
  await user.selectOptions(screen.getByLabelText('Sector you work in'), 'Transport');
  await user.type(screen.getByLabelText('Job title'), 'Conductor');
  await user.type(screen.getByLabelText('Working there since'), '2020-01-15');
}

describe('/professional-details (state 27)', () => {
  it('offers the professions of /perofesional-details-mapping and sends the choice', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
      ...atProfessionalDetails({
        request: answering(MAPPING),
        sendLeadStep: () => Promise.resolve({ data: { id: 'lead-1', progressState: 11 } }),
      }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(leadApi.request).toHaveBeenCalledWith({
      method: 'GET',
      url: '/perofesional-details-mapping',
    });
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/professional-details' },
      {
        id: 'lead-1',
        incomeDetails: {
          cofidisProfession: 'ASTRONAUT',
          economicActivity: 'TRANSPORT',
          jobTitle: 'Conductor',
          incomeContractStartedAt: '2020-01-15',
        },
      },
    );
  });

  it('asks for every choice before sending', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atProfessionalDetails({ request: answering(MAPPING) }),
    );
    await screen.findByLabelText('Profession');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', { name: 'Please check 4 answers' })).toBeDefined();
    expect(screen.getByLabelText('Profession').getAttribute('aria-invalid')).toBe('true');
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('keeps the answers when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ApplicationPage />, {
      ...atProfessionalDetails({
        request: answering(MAPPING),
        sendLeadStep: () => Promise.resolve({ error: { status: 500, message: 'Server error' } }),
      }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Conductor');
  });

  it('says when the list cannot be loaded and loads it on retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, atProfessionalDetails({}));
    expect(
      await screen.findByText(
        "We couldn't load the list of professions. Check your connection and try again.",
      ),
    ).toBeDefined();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load /perofesional-details-mapping',
      expect.anything(),
    );

    leadApi.request.mockImplementation(answering(MAPPING));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Profession')).toBeDefined();
  });

  it('treats a malformed mapping as a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ApplicationPage />,
      atProfessionalDetails({ request: answering({ professions: 'none' }) }),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.queryByLabelText('Profession')).toBeNull();
  });
});
