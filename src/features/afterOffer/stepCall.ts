import type { AppDispatch } from '../../app/store';
import type { RequestError } from '../../lib/http';
import type { FieldError } from '../form';
import type { LeadStepEndpoint, LeadApplication } from '../lead';
import { leadStepSubmitted } from '../lead';
/** How a submit ended, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'done' }
  | { kind: 'fieldErrors'; errors: Record<string, FieldError> }
  /** A message key (afterOffer namespace, or shared `form>…`) shown above the button. */
  | { kind: 'failed'; messageKey: string };

export const DONE: SubmitOutcome = { kind: 'done' };
export const SAVE_FAILED: SubmitOutcome = { kind: 'failed', messageKey: 'form>saveFailed' };

/** Turns an HTTP status into what the applicant is told; anything unexpected is "try again". */
export type StatusOutcomes = Partial<Record<number, SubmitOutcome>>;

export function outcomeOfError(
  error: RequestError | undefined,
  byStatus: StatusOutcomes = {},
): SubmitOutcome {
  const known = error?.status === undefined ? undefined : byStatus[error.status];
  return (
    known ??
    (error?.status === 409 ? { kind: 'failed', messageKey: 'common>wrongState' } : SAVE_FAILED)
  );
}

/**
 * Sends a step's own call through `leadStepSubmitted`; on success the answer's state moves the
 * applicant on (REPLACE into after-offer states), so the screen only has to report failures.
 */
export async function submitStep(
  dispatch: AppDispatch,
  endpoint: LeadStepEndpoint,
  values: LeadApplication,
  extra: Record<string, unknown> | undefined,
  byStatus?: StatusOutcomes,
): Promise<SubmitOutcome> {
  const result = await dispatch(leadStepSubmitted({ endpoint, values, extra }));
  if (leadStepSubmitted.fulfilled.match(result)) return DONE;
  // A second click while the first call is out is dropped by the thunk's condition: not a failure.
  if (result.meta.condition) return DONE;
  return outcomeOfError(result.payload, byStatus);
}

export const fieldError = (name: string, key: string): SubmitOutcome => ({
  kind: 'fieldErrors',
  errors: { [name]: { key } },
});
