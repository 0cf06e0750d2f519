import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../../testUtils';

// Screens load lazily: transform their code once here, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('../../../../src/features/partnerSteps/PartnerStepScreen')]);
});

/** One answer: typed into a labelled input, chosen in a select, a radio of a group, or ticked. */
type Answer =
  | { type: string; with: string }
  | { select: string; option: string }
  | { group: string; radio: string }
  | { tick: string };

interface StepCase {
  state: number;
  route: string;
  heading: string;
  endpoint: string;
  answers: Answer[];
  body: Record<string, unknown>;
  /** A wrong answer, given after the valid ones, and the message it gets next to its field. */
  wrong: { label: string; with: string; message: string };
  next: { state: number; heading: string };
}

const thankYou = { state: 11, heading: 'Thank you' };

const CASES: StepCase[] = [
  {
    state: 8,
    route: '/employment-details',
    heading: 'Where you work',
    endpoint: '/lead/offer/employment-details',
    answers: [
      { type: "Employer's name", with: 'Acme Servicios SL' },
      { type: 'Job title', with: 'Electricista' },
      { select: 'Type of contract', option: 'Permanent' },
      { type: 'Working there since', with: '2019-03-01' },
      { type: "Employer's street", with: 'Calle Mayor' },
      { type: 'Number', with: '12' },
      { type: "Employer's postal code", with: '28013' },
      { type: "Employer's town or city", with: 'Madrid' },
    ],
    body: {
      employer: {
        name: 'Acme Servicios SL',
        street: 'Calle Mayor',
        houseNumber: '12',
        postalCode: '28013',
        city: 'Madrid',
      },
      incomeDetails: {
        jobTitle: 'Electricista',
        positionType: 'PERMANENT',
        incomeContractStartedAt: '2019-03-01',
      },
    },
    wrong: {
      label: 'Working there since',
      with: '2999-01-01',
      message: 'This date is in the future.',
    },
    next: thankYou,
  },
  {
    state: 21,
    route: '/additional-employment-details',
    heading: 'More about your job',
    endpoint: '/lead/offer/employment-details',
    answers: [
      { select: 'Notice period', option: 'Up to 1 month' },
      { group: 'Are you in a trial period?', radio: 'No' },
      { select: 'How often are you paid?', option: 'Every month' },
      { type: 'Other monthly income (optional)', with: '200' },
    ],
    body: {
      incomeDetails: {
        terminationPeriod: 'UP_TO_1_MONTH',
        trialPeriod: false,
        salaryCycle: 'MONTHLY',
        monthlyExtraIncome: 200,
      },
    },
    wrong: {
      label: 'Contract ends on (optional)',
      with: '2001-01-01',
      message: 'This date has already passed.',
    },
    next: thankYou,
  },
  {
    state: 23,
    route: '/marital-details',
    heading: 'Your family',
    endpoint: '/lead/marital-details',
    answers: [
      { select: 'Marital status', option: 'Married' },
      { type: "Your partner's monthly net income (optional)", with: '1200' },
      { type: 'People who depend on you financially', with: '2' },
    ],
    body: {
      otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 2 },
      incomeDetails: { spouseMonthlyIncome: 1200 },
    },
    wrong: {
      label: 'People who depend on you financially',
      with: '25',
      message: 'Enter 20 or less.',
    },
    next: thankYou,
  },
  {
    state: 24,
    route: '/aide',
    heading: 'Your household',
    endpoint: '/lead/aide',
    answers: [
      { type: 'People living in your home, including you', with: '3' },
      { select: 'Where do you live?', option: 'In a city' },
      { type: 'Household net income per month', with: '2500' },
      { type: 'Household expenses per month', with: '1400' },
    ],
    body: {
      otherDetails: { numberOfInhabitants: 3, livingArea: 'CITY' },
      incomeDetails: { householdIncome: 2500 },
      expenses: { householdExpenses: 1400 },
    },
    wrong: {
      label: 'People living in your home, including you',
      with: '0',
      message: 'Enter 1 or more.',
    },
    next: thankYou,
  },
  {
    state: 26,
    route: '/credit-details',
    heading: 'Your loans and payments',
    endpoint: '/lead/offer/credit-details',
    answers: [
      { group: 'Are you repaying other loans?', radio: 'Yes' },
      { type: 'Loan and card repayments per month', with: '150' },
      { type: 'Rent per month (optional)', with: '500' },
      { group: 'Have you had unpaid debts registered in the last 5 years?', radio: 'No' },
    ],
    body: {
      expenses: { hasOtherLoans: true, monthlyCreditCommitments: 150, rentAmount: 500 },
      otherDetails: { negativeCreditHistory: false },
    },
    wrong: { label: 'Loan and card repayments per month', with: '-5', message: 'Enter 0 or more.' },
    next: thankYou,
  },
  {
    state: 28,
    route: '/cnp',
    heading: 'Your Romanian ID',
    endpoint: '/lead/cnp',
    answers: [
      { type: 'Personal numeric code (CNP)', with: '1960528123450' },
      { type: 'Identity card number', with: 'RX123456' },
      { type: 'Issued on', with: '2018-06-01' },
      { type: 'Issued by', with: 'SPCLEP Sector 1' },
    ],
    body: {
      personalDetails: { personalCode: '1960528123450' },
      otherDetails: {
        idCardNumber: 'RX123456',
        idCardIssuedAt: '2018-06-01',
        idCardIssuedAuthority: 'SPCLEP Sector 1',
      },
    },
    wrong: {
      label: 'Personal numeric code (CNP)',
      with: '1960528123458',
      message: 'This CNP is not valid. Check the digits against your identity card.',
    },
    next: thankYou,
  },
  {
    state: 31,
    route: '/customer-debts',
    heading: 'Your debts',
    endpoint: '/lead/offer/customer-debts',
    answers: [
      { type: 'Everything you owe today', with: '3000' },
      { type: 'Of that, overdue', with: '200' },
      { tick: 'I owe money to the tax office.' },
    ],
    body: {
      expenses: { totalDebtAmount: 3000 },
      otherDetails: { overdueDebtAmount: 200 },
      incomeDetails: { inTaxDebt: true },
    },
    // Section 9: overdue debt at most 1000.
    wrong: { label: 'Of that, overdue', with: '1001', message: 'Enter 1000 or less.' },
    next: thankYou,
  },
  {
    state: 32,
    route: '/reference-details',
    heading: 'Confirm a reference',
    endpoint: '/lead/offer/reference-details',
    answers: [
      { select: 'Who can we contact as a reference?', option: 'A friend' },
      { type: 'Their full name', with: 'Ana López' },
      { type: 'Their phone number', with: '698765432' },
    ],
    body: { referenceDetails: { type: 'FRIEND', name: 'Ana López', phoneNumber: '698765432' } },
    wrong: { label: 'Their phone number', with: '12', message: 'This number is too short.' },
    next: thankYou,
  },
  {
    state: 33,
    route: '/wniosek',
    heading: 'Loan application form',
    endpoint: '/lead/wniosek',
    answers: [
      { type: "Employer's name", with: 'Firma Kowalski' },
      { type: "Employer's tax number (NIP)", with: '526-025-02-74' },
      { select: 'Type of contract', option: 'Permanent' },
      { type: 'Working there since', with: '2015-09-01' },
      { select: 'Highest education', option: 'University' },
      { type: 'People living in your home, including you', with: '2' },
      { type: 'Monthly expenses', with: '900' },
    ],
    body: {
      employer: { name: 'Firma Kowalski', taxRegistryCode: '526-025-02-74' },
      incomeDetails: { positionType: 'PERMANENT', incomeContractStartedAt: '2015-09-01' },
      otherDetails: { education: 'UNIVERSITY', numberOfInhabitants: 2 },
      expenses: { monthlyExpenses: 900 },
    },
    wrong: {
      label: "Employer's tax number (NIP)",
      with: '5260250275',
      message: 'This NIP is not valid. Check the digits.',
    },
    // The Polish application goes on to its completion step.
    next: { state: 34, heading: 'Complete your application' },
  },
  {
    state: 34,
    route: '/wniosek-uzupelnienie',
    heading: 'Complete your application',
    endpoint: '/lead/offer/personal-details',
    answers: [
      { type: 'Identity card number', with: 'ABA300000' },
      { type: 'Issued on', with: '2017-02-01' },
      { select: 'Citizenship', option: 'Polish' },
      { type: 'Place of birth', with: 'Kraków' },
      { type: 'Bank account (IBAN)', with: 'PL61109010140000071219812874' },
    ],
    body: {
      otherDetails: {
        idCardNumber: 'ABA300000',
        idCardIssuedAt: '2017-02-01',
        citizenship: 'PL',
        cityOfBirth: 'Kraków',
      },
      incomeDetails: { iban: 'PL61109010140000071219812874' },
    },
    wrong: {
      label: 'Identity card number',
      with: 'ABA300001',
      message: 'This identity card number is not valid. Check it against your card.',
    },
    next: thankYou,
  },
];

function atStep(state: number, route: string) {
  return {
    route,
    preloadedState: {
      applicationState: { ...initialApplicationState, progressState: state },
      lead: { ...initialLeadState, application: { id: 'lead-1', amount: 900, tags: ['react-ui'] } },
    },
  };
}

async function give(user: UserEvent, answers: readonly Answer[]) {
  for (const answer of answers) {
    if ('type' in answer) {
      const input = screen.getByLabelText(answer.type);
      await user.clear(input);
      await user.type(input, answer.with);
    } else if ('select' in answer) {
      await user.selectOptions(screen.getByLabelText(answer.select), answer.option);
    } else if ('group' in answer) {
      const group = screen.getByRole('group', { name: answer.group });
      await user.click(within(group).getByRole('radio', { name: answer.radio }));
    } else {
      await user.click(screen.getByLabelText(answer.tick));
    }
  }
}

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe.each(CASES)('$route (state $state)', (step) => {
  it(`sends the answers to ${step.endpoint} and moves on`, async () => {
    const { user, leadApi, router, store } = renderWithProviders(<ApplicationPage />, {
      ...atStep(step.state, step.route),
      leadApi: {
        sendLeadStep: () =>
          Promise.resolve({
            data: {
              id: 'lead-1',
              progressState: step.next.state,
              leadStatus: 1,
              applicationResult: null,
            },
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: step.heading })).toBeDefined();

    await give(user, step.answers);
    await user.click(
      screen.getByRole('button', {
        name: /Continue|Send the application|Complete the application/,
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: step.next.heading })).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledExactlyOnceWith(
      { method: 'POST', path: step.endpoint },
      { id: 'lead-1', ...step.body },
    );
    expect(store.getState().applicationState.progressState).toBe(step.next.state);
    expect(store.getState().lead.application).toMatchObject(step.body);
    expect(router.navigationType).toBe('REPLACE');
  });

  it('explains a wrong answer next to its field and sends nothing', async () => {
    const { user, leadApi } = renderWithProviders(
      <ApplicationPage />,
      atStep(step.state, step.route),
    );
    await screen.findByRole('heading', { level: 1, name: step.heading });
    await give(user, step.answers);
    await give(user, [{ type: step.wrong.label, with: step.wrong.with }]);

    await user.click(
      screen.getByRole('button', {
        name: /Continue|Send the application|Complete the application/,
      }),
    );

    const summary = await screen.findByRole('alert', { name: 'Please check one answer' });
    expect(summary.textContent).toContain(step.wrong.message);
    const input = screen.getByLabelText(step.wrong.label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain(step.wrong.message);
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('keeps the answers and offers a retry when the call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atStep(step.state, step.route),
      leadApi: {
        sendLeadStep: () => Promise.resolve({ error: { status: 500, message: 'Server error' } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: step.heading });
    await give(user, step.answers);
    await user.click(
      screen.getByRole('button', {
        name: /Continue|Send the application|Complete the application/,
      }),
    );

    expect(
      await screen.findByText(
        "We couldn't save your answers. They are still here: check your connection and try again.",
      ),
    ).toBeDefined();
    expect(logged).toHaveBeenCalledWith(`Failed to send ${step.endpoint}`, {
      status: 500,
      message: 'Server error',
    });
    expect(router.pathname).toBe(step.route);
    const typed = step.answers.find(
      (answer): answer is { type: string; with: string } => 'type' in answer,
    );
    if (typed) expect(screen.getByLabelText(typed.type)).toHaveProperty('value', typed.with);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(leadApi.sendLeadStep).toHaveBeenCalledTimes(1);
  });
});

describe('a step the lead has left meanwhile', () => {
  it('follows the lead to its current state when the API answers 409', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, leadApi, router } = renderWithProviders(<ApplicationPage />, {
      ...atStep(24, '/aide'),
      leadApi: {
        sendLeadStep: () => Promise.resolve({ error: { status: 409, message: 'Conflict' } }),
        fetchLeadStatus: (id) =>
          Promise.resolve({
            data: {
              id,
              progressState: 11,
              applicationResult: { application: { status: 'THANK_YOU' } },
            },
          }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your household' });
    await give(user, CASES.find((step) => step.state === 24)!.answers);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(leadApi.fetchLeadStatus).toHaveBeenCalledWith('lead-1', expect.anything());
    expect(router.pathname).toBe('/thank-you');
  });
});
