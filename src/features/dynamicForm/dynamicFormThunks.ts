import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import type { AppDispatch, RootState } from '../../app/store';
import { clampToLimits } from '../../lib/loanMath';
import { ApplicationState, stepSubmitted } from '../lead';
import { mapFieldErrors } from './model/engine';
import { fieldErrorsReceived, selectDynamicPages } from './model/dynamicPagesSlice';
import type { DynamicPagesState } from './model/types';
import type { DraftValues, LeadApplication } from '../lead';
import { loadValidatingConfigWithPhone, validateFields, type ValidatingConfig } from '../form';
import { specOf, type DataPointSpecs } from './dataPointSpec';
import { dataPointSpecsAtHand, dataPointSpecsNow, loadAllDataPointSpecs } from './dataPointTable';
import { fieldProblemsOf } from './serverErrors';
import { resolveDataPoints, submissionOf, valuesOf } from './values';

/** Marks leads made by the dynamic form, so the lead API answers them with data points. */
export const DYNAMIC_FORM_TAG = 'dynamic-form';

/** How a submission ended, so the screen knows where the applicant goes. */
export type SubmitOutcome =
  /** The lead API took it; the new state (a next step, or checking) decides the route. */
  | { kind: 'saved' }
  /** A step's answers do not pass the checks (e.g. a deep link skipped it): go and fix them. */
  | { kind: 'invalid'; path: string }
  /** The lead API refused answers: their steps carry the errors, the first is `path`. */
  | { kind: 'refused'; path: string }
  /** The request failed or was replaced: the answers stay, the applicant may try again. */
  | { kind: 'failed' };

interface SubmitArgs {
  /** The applicant re-sends a save that has stalled (see form/useStepSubmit.ts). */
  retry?: boolean;
}

function withDynamicFormTag(tags: readonly string[] | undefined): string[] {
  return [...new Set([...(tags ?? []), DYNAMIC_FORM_TAG])];
}

/** Every data point of the form, as the last step carries them (or collected, for an older state). */
function allDataPoints({ formsByPath, formSequenceByPath }: DynamicPagesState): string[] {
  const last = formsByPath[formSequenceByPath.at(-1) ?? ''];
  return (
    last?.dataPointsToSubmit ??
    formSequenceByPath.flatMap((path) => formsByPath[path]?.dataPoints ?? [])
  );
}

/** The first step whose answers fail the client checks, or null. */
export function firstInvalidPath(
  pages: DynamicPagesState,
  draft: DraftValues,
  application: LeadApplication,
  config: ValidatingConfig,
  specs: DataPointSpecs,
): string | null {
  for (const path of pages.formSequenceByPath) {
    const dataPoints = pages.formsByPath[path]?.dataPoints ?? [];
    const fields = resolveDataPoints(dataPoints, config, specs).map(({ field }) => field);
    const errors = validateFields(fields, valuesOf(fields, draft, application, config), config);
    if (Object.keys(errors).length > 0) return path;
  }
  return null;
}

interface SendApi {
  dispatch: AppDispatch;
  getState: () => RootState;
  signal: AbortSignal;
}

/**
 * Sends the lead (create or update) and reads the answer: a refusal's field errors go to their
 * steps, anything else that fails is a failed save. Aborting the caller aborts the request.
 */
async function send(
  values: LeadApplication,
  nextState: number,
  retry: boolean | undefined,
  { dispatch, getState, signal }: SendApi,
): Promise<SubmitOutcome> {
  const request = dispatch(stepSubmitted({ values, nextState, retry }));
  signal.addEventListener('abort', () => request.abort());
  const action = await request;
  if (stepSubmitted.fulfilled.match(action)) return { kind: 'saved' };
  const problems = fieldProblemsOf(action.payload?.body);
  if (problems === null) return { kind: 'failed' };
  // The first page's refusal names its own fields; the last step loaded every data point's.
  const specs = dataPointSpecsAtHand();
  const fieldNameOf = (dataPoint: string) => specOf(specs, dataPoint)?.field.name;
  dispatch(
    fieldErrorsReceived(mapFieldErrors(selectDynamicPages(getState()), problems, fieldNameOf)),
  );
  const errored = selectDynamicPages(getState()).erroredFormPath;
  return errored === null ? { kind: 'failed' } : { kind: 'refused', path: errored };
}

/**
 * The last step: submits every data point of every step with the move to checking. Steps that
 * fail the client checks are caught first; errors from the server land on their steps.
 */
export const dynamicFormSubmitted = createAppAsyncThunk(
  'dynamicForm/submitted',
  async ({ retry }: SubmitArgs, { getState, dispatch, extra, signal }): Promise<SubmitOutcome> => {
    // Loaded with the steps already; a failure here is a failed save the applicant may retry.
    const [config, specs] = await Promise.all([
      loadValidatingConfigWithPhone(extra.config).catch(() => null),
      loadAllDataPointSpecs().catch(() => null),
    ]);
    if (!config || !specs) return { kind: 'failed' };
    const { lead } = getState();
    const dynamicPages = selectDynamicPages(getState());
    const invalid = firstInvalidPath(dynamicPages, lead.draft, lead.application, config, specs);
    if (invalid !== null) return { kind: 'invalid', path: invalid };
    const values: LeadApplication = {
      ...submissionOf(
        allDataPoints(dynamicPages),
        lead.draft,
        lead.application,
        extra.config,
        specs,
      ),
      tags: withDynamicFormTag(lead.application.tags),
    };
    return send(values, ApplicationState.CHECKING, retry, { dispatch, getState, signal });
  },
);

interface InitialDetailsArgs extends SubmitArgs {
  path: string;
  /** Ids of the policies the applicant accepted (general ones, and marketing if ticked). */
  policies: string[];
}

/**
 * The first page (initial-details): creates the lead with the contact details, consents and
 * amount. The answer's data points become the next steps; the lead's new state (personal
 * details) then takes the applicant to the first of them. If none came, this page was the last.
 */
export const initialDetailsSubmitted = createAppAsyncThunk(
  'dynamicForm/initialDetailsSubmitted',
  async (
    { path, policies, retry }: InitialDetailsArgs,
    { getState, dispatch, extra, signal },
  ): Promise<SubmitOutcome> => {
    const dataPoints = selectDynamicPages(getState()).formsByPath[path]?.dataPoints ?? [];
    // The first page's own specs are at hand: only a page the lead API gave more waits for them.
    const specs =
      dataPointSpecsNow(dataPoints) ?? (await loadAllDataPointSpecs().catch(() => null));
    if (!specs) return { kind: 'failed' };
    const { lead } = getState();
    const { loan } = extra.config;
    const values: LeadApplication = {
      ...submissionOf(dataPoints, lead.draft, lead.application, extra.config, specs),
      policies,
      tags: withDynamicFormTag(lead.application.tags),
    };
    // The amount modal asks the amount only: the period is the brand's default, within its limits.
    values.period ??=
      lead.application.period ??
      clampToLimits(loan.defaultPeriod, {
        min: loan.minPeriod,
        max: loan.maxPeriod,
        step: loan.periodStep,
      });
    values.periodScale = loan.periodScale;
    const outcome = await send(values, ApplicationState.PERSONAL_DETAILS, retry, {
      dispatch,
      getState,
      signal,
    });
    if (outcome.kind !== 'saved') return outcome;
    const next = selectDynamicPages(getState()).formsByPath[path]?.nextButtonFormPath ?? null;
    return next === null ? dispatch(dynamicFormSubmitted({})).unwrap() : outcome;
  },
);
