import { describe, expect, it, vi } from 'vitest';
import { dynamicFormStarted } from '../../../../src/features/dynamicForm/model/dynamicPagesSlice';
import {
  dynamicFormSubmitted,
  initialDetailsSubmitted,
} from '../../../../src/features/dynamicForm/dynamicFormThunks';
import { FIRST_PAGE_PLACEMENTS } from '../../../../src/features/dynamicForm/firstPage';
import { fieldEdited } from '../../../../src/features/lead/leadSlice';
import { makeTestStore } from '../../testUtils';
import { pagesOf, place } from './dynamicFormTestUtils';

const SERVER_POINTS = [
  ...FIRST_PAGE_PLACEMENTS,
  place('FIRST_NAME', 'name'),
  place('USING_ONLINE_BANKING', 'online-banking'),
  place('IBAN', 'bank-account'),
  place('TOTAL_DEBT_AMOUNT', 'total-debt'),
];

const FIRST_PAGE_ANSWERS = {
  'contactDetails.email': 'ana@example.com',
  'contactDetails.phoneNumber': '612345678',
  generalPolicies: true,
  'contactDetails.marketingConsents': false,
  amount: '700',
};

const ALL_ANSWERS = {
  ...FIRST_PAGE_ANSWERS,
  'personalDetails.firstName': ' Ana ',
  'incomeDetails.usingOnlineBanking': 'true',
  'incomeDetails.iban': 'ES91 2100 0418 4502 0005 1332',
  'expenses.totalDebtAmount': '1200,50',
};

function answered(
  store: ReturnType<typeof makeTestStore>['store'],
  answers: Record<string, string | boolean>,
) {
  for (const [name, value] of Object.entries(answers)) store.dispatch(fieldEdited({ name, value }));
}

describe('initialDetailsSubmitted', () => {
  it('creates the lead with the first page, the policies and the tag, and builds the steps from the answer', async () => {
    const { store, leadApi, config } = makeTestStore({
      leadApi: {
        createLead: (body) =>
          Promise.resolve({
            data: { id: 'lead-1', progressState: body.progressState, dataPoints: SERVER_POINTS },
          }),
      },
    });
    store.dispatch(dynamicFormStarted([...FIRST_PAGE_PLACEMENTS]));
    answered(store, FIRST_PAGE_ANSWERS);

    const outcome = await store
      .dispatch(
        initialDetailsSubmitted({
          path: 'initial-details',
          policies: ['privacy-policy', 'terms-and-conditions'],
        }),
      )
      .unwrap();

    expect(outcome).toEqual({ kind: 'saved' });
    const [body] = leadApi.createLead.mock.calls[0] ?? [];
    expect(body).toMatchObject({
      progressState: 2,
      amount: 700,
      period: config.loan.minPeriod,
      periodScale: 'days',
      generalPolicies: true,
      policies: ['privacy-policy', 'terms-and-conditions'],
      contactDetails: {
        email: 'ana@example.com',
        phoneNumber: '612345678',
        marketingConsents: false,
      },
    });
    expect(body?.tags).toEqual(['react-ui', 'dynamic-form']);
    const pages = store.getState().dynamicPages!;
    expect(pages.formSequenceByPath).toEqual([
      'initial-details',
      'name',
      'online-banking',
      'bank-account',
      'total-debt',
    ]);
    expect(pages.currentFormPath).toBe('name');
    expect(store.getState().applicationState.progressState).toBe(2);
  });

  it('submits at once when the lead API gives no further steps: initial-details was the last one', async () => {
    const { store, leadApi } = makeTestStore();
    store.dispatch(dynamicFormStarted([...FIRST_PAGE_PLACEMENTS]));
    answered(store, FIRST_PAGE_ANSWERS);
    await store.dispatch(initialDetailsSubmitted({ path: 'initial-details', policies: [] }));
    expect(leadApi.updateLead).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lead-1', progressState: 6 }),
      expect.anything(),
    );
    expect(store.getState().applicationState.progressState).toBe(6);
  });
});

describe('dynamicFormSubmitted (the last step)', () => {
  const preloaded = () => ({ dynamicPages: pagesOf(SERVER_POINTS), lead: undefined });

  it('submits every data point of every step, typed, with the move to checking', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: { dynamicPages: preloaded().dynamicPages },
    });
    answered(store, ALL_ANSWERS);
    const outcome = await store.dispatch(dynamicFormSubmitted({})).unwrap();
    expect(outcome).toEqual({ kind: 'saved' });
    const [body] = leadApi.createLead.mock.calls[0] ?? [];
    expect(body).toMatchObject({
      progressState: 6,
      amount: 700,
      periodScale: 'days',
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { usingOnlineBanking: true, iban: 'ES91 2100 0418 4502 0005 1332' },
      expenses: { totalDebtAmount: 1200.5 },
      generalPolicies: true,
    });
    expect(store.getState().applicationState.routeChange).toEqual({
      path: '/checking',
      mode: 'REPLACE',
    });
  });

  it('sends the applicant to the first step whose answers fail the checks, without a request', async () => {
    const { store, leadApi } = makeTestStore({
      preloadedState: { dynamicPages: preloaded().dynamicPages },
    });
    answered(store, { ...ALL_ANSWERS, 'incomeDetails.iban': 'ES00 1234' });
    const outcome = await store.dispatch(dynamicFormSubmitted({})).unwrap();
    expect(outcome).toEqual({ kind: 'invalid', path: 'bank-account' });
    expect(leadApi.createLead).not.toHaveBeenCalled();
  });

  it('maps refused answers to their steps; the first errored step in sequence is where the applicant goes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore({
      preloadedState: { dynamicPages: preloaded().dynamicPages },
      leadApi: {
        createLead: () =>
          Promise.resolve({
            error: {
              status: 422,
              message: 'Request failed with status code 422',
              body: {
                message: 'Some answers were not accepted',
                errors: [
                  {
                    dataPoint: 'TOTAL_DEBT_AMOUNT',
                    field: 'expenses.totalDebtAmount',
                    message: 'Too much debt',
                  },
                  {
                    dataPoint: 'IBAN',
                    field: 'incomeDetails.iban',
                    message: 'Account not accepted',
                  },
                ],
              },
            },
          }),
      },
    });
    answered(store, ALL_ANSWERS);
    const outcome = await store.dispatch(dynamicFormSubmitted({})).unwrap();
    expect(outcome).toEqual({ kind: 'refused', path: 'bank-account' });
    const pages = store.getState().dynamicPages!;
    expect(pages.erroredFormPath).toBe('bank-account');
    expect(pages.formsByPath['bank-account']?.errors).toEqual([
      { fieldName: 'incomeDetails.iban', message: 'Account not accepted' },
    ]);
    expect(pages.formsByPath['total-debt']?.errors).toEqual([
      { fieldName: 'expenses.totalDebtAmount', message: 'Too much debt' },
    ]);
    // Nothing typed is lost.
    expect(store.getState().lead.draft['incomeDetails.iban']).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('treats a failure without field errors as a failed save the applicant can retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore({
      preloadedState: { dynamicPages: preloaded().dynamicPages },
      leadApi: {
        createLead: () =>
          Promise.resolve({
            error: { status: 503, message: 'Unavailable', body: { message: 'down' } },
          }),
      },
    });
    answered(store, ALL_ANSWERS);
    const outcome = await store.dispatch(dynamicFormSubmitted({})).unwrap();
    expect(outcome).toEqual({ kind: 'failed' });
    expect(store.getState().lead.status).toBe('failed');
    expect(store.getState().dynamicPages!.erroredFormPath).toBeNull();
  });
});
