import { describe, expect, it, vi } from 'vitest';
import {
  dynamicFormStarted,
  dynamicPathEdited,
  dynamicStepCompleted,
  fieldErrorsReceived,
  initialDynamicPagesState,
} from '../../../../../src/features/dynamicForm/model/dynamicPagesSlice';
import { applicationResultCleared } from '../../../../../src/features/lead/leadEvents';
import { leadContinued, stepSubmitted } from '../../../../../src/features/lead/leadThunks';
import { makeTestStore } from '../../../testUtils';

const place = (name: string, path: string, context = 'dynamic') => ({ name, path, context });
const FIRST_PAGE = [
  place('EMAIL', 'initial-details', 'personal-information'),
  place('AMOUNT', 'initial-details', 'personal-information'),
];
const SERVER_POINTS = [
  ...FIRST_PAGE,
  place('FIRST_NAME', 'name'),
  place('IBAN', 'bank-account'),
  place('TOTAL_DEBT_AMOUNT', 'total-debt'),
];

function storeAnswering(dataPoints: unknown) {
  return makeTestStore({
    leadApi: {
      createLead: (body) =>
        Promise.resolve({ data: { id: 'lead-1', progressState: body.progressState, dataPoints } }),
      updateLead: (body) =>
        Promise.resolve({ data: { id: body.id, progressState: body.progressState, dataPoints } }),
    },
  });
}

describe('dynamicPages slice', () => {
  it('starts the form with the first page, once', () => {
    const { store } = makeTestStore();
    store.dispatch(dynamicFormStarted(FIRST_PAGE));
    store.dispatch(dynamicFormStarted([place('GENDER', 'gender')]));
    const pages = store.getState().dynamicPages!;
    expect(pages.formSequenceByPath).toEqual(['initial-details']);
    expect(pages.currentFormPath).toBe('initial-details');
  });

  it('builds the steps from the data points of the create answer and moves the applicant to the next one', async () => {
    const { store } = storeAnswering(SERVER_POINTS);
    store.dispatch(dynamicFormStarted(FIRST_PAGE));
    await store.dispatch(stepSubmitted({ values: {}, nextState: 2 }));
    const pages = store.getState().dynamicPages!;
    expect(pages.formSequenceByPath).toEqual([
      'initial-details',
      'name',
      'bank-account',
      'total-debt',
    ]);
    expect(pages.currentFormPath).toBe('name');
    expect(pages.formsByPath['total-debt']?.dataPointsToSubmit).toEqual(
      SERVER_POINTS.map(({ name }) => name),
    );
  });

  it('builds the steps of a continued lead', async () => {
    const { store } = makeTestStore({
      leadApi: {
        continueLead: (id) =>
          Promise.resolve({
            data: {
              applicantToken: 'test-applicant-token-1',
              id,
              progressState: 2,
              applicationResult: null,
              lead: {},
              dataPoints: SERVER_POINTS,
            },
          }),
      },
    });
    await store.dispatch(leadContinued({ id: 'lead-9' }));
    expect(store.getState().dynamicPages!.formSequenceByPath).toHaveLength(4);
  });

  it('ignores an answer without data points, and drops entries of the wrong shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const none = storeAnswering(undefined);
    none.store.dispatch(dynamicFormStarted(FIRST_PAGE));
    await none.store.dispatch(stepSubmitted({ values: {}, nextState: 2 }));
    expect(none.store.getState().dynamicPages!.formSequenceByPath).toEqual(['initial-details']);

    const odd = storeAnswering([
      place('FIRST_NAME', 'name'),
      { name: 'X', path: 'Bad Path', context: 'dynamic' },
      'text',
      place('lower', 'name'),
    ]);
    await odd.store.dispatch(stepSubmitted({ values: {}, nextState: 2 }));
    expect(odd.store.getState().dynamicPages!.formsByPath.name?.dataPoints).toEqual(['FIRST_NAME']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('moves the applicant forward when a step is completed, never back', () => {
    const { store } = storeAnswering(SERVER_POINTS);
    store.dispatch(dynamicFormStarted(SERVER_POINTS));
    store.dispatch(dynamicStepCompleted({ path: 'name' }));
    expect(store.getState().dynamicPages!.currentFormPath).toBe('bank-account');
    store.dispatch(dynamicStepCompleted({ path: 'initial-details' }));
    expect(store.getState().dynamicPages!.currentFormPath).toBe('bank-account');
  });

  it('sets errors by step, makes the first errored step in sequence the errored path, and clears a step on edit', () => {
    const { store } = makeTestStore();
    store.dispatch(dynamicFormStarted(SERVER_POINTS));
    store.dispatch(
      fieldErrorsReceived({
        'total-debt': [{ fieldName: 'expenses.totalDebtAmount', message: 'Too high' }],
        'bank-account': [{ fieldName: 'incomeDetails.iban', message: 'Not accepted' }],
      }),
    );
    expect(store.getState().dynamicPages!.erroredFormPath).toBe('bank-account');

    store.dispatch(dynamicPathEdited({ path: 'bank-account' }));
    let pages = store.getState().dynamicPages!;
    expect(pages.formsByPath['bank-account']?.errors).toEqual([]);
    expect(pages.formsByPath['total-debt']?.errors).toHaveLength(1);
    expect(pages.erroredFormPath).toBe('total-debt');

    store.dispatch(dynamicPathEdited({ path: 'total-debt' }));
    pages = store.getState().dynamicPages!;
    expect(pages.erroredFormPath).toBeNull();
  });

  it('replaces the errors of an earlier refusal with those of the latest one', () => {
    const { store } = makeTestStore();
    store.dispatch(dynamicFormStarted(SERVER_POINTS));
    store.dispatch(
      fieldErrorsReceived({ name: [{ fieldName: 'personalDetails.firstName', message: 'Old' }] }),
    );
    store.dispatch(
      fieldErrorsReceived({
        'total-debt': [{ fieldName: 'expenses.totalDebtAmount', message: 'New' }],
      }),
    );
    const pages = store.getState().dynamicPages!;
    expect(pages.formsByPath.name?.errors).toEqual([]);
    expect(pages.erroredFormPath).toBe('total-debt');
  });

  it('resets when the application result is cleared, and saves every change to session storage', () => {
    const { store, session } = makeTestStore({ config: { firstPage: 'initial-details' } });
    store.dispatch(dynamicFormStarted(SERVER_POINTS));
    expect(JSON.parse(session.getItem('dynamicPages') ?? 'null').formSequenceByPath).toHaveLength(
      4,
    );
    store.dispatch(applicationResultCleared());
    expect(store.getState().dynamicPages).toEqual(initialDynamicPagesState);
    expect(JSON.parse(session.getItem('dynamicPages') ?? 'null')).toEqual(initialDynamicPagesState);
  });
});
