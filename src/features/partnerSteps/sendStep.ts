import type { AppDispatch } from '../../app/store';
import type { LeadStepEndpoint, LeadApplication } from '../lead';
import { leadStatusPolled, leadStepSubmitted } from '../lead';
/** The lead API refuses an offer that has expired with 410 Gone (docs/api.md). */
export const OFFER_EXPIRED_STATUS = 410;
/** ... and a step the lead is no longer in with 409 Conflict. */
const WRONG_STATE_STATUS = 409;

export interface PartnerStepCall {
  endpoint: LeadStepEndpoint;
  values?: LeadApplication;
  extra?: Record<string, unknown>;
  /** A re-send of a call that stalled: it replaces the hanging one. */
  retry?: boolean;
  /** Told when the lead API refuses an offer because it expired meanwhile. */
  onOfferExpired?: () => void;
}

/**
 * Sends a partner step through leadStepSubmitted. When the lead has moved on meanwhile (another
 * tab, a partner's callback), the API answers 409: the lead's status then decides the route, so
 * the applicant is not stuck retrying a step that is over.
 */
export function sendPartnerStep(dispatch: AppDispatch, call: PartnerStepCall) {
  const request = dispatch(
    leadStepSubmitted({
      endpoint: call.endpoint,
      values: call.values ?? {},
      extra: call.extra,
      retry: call.retry,
    }),
  );
  void request.then((action) => {
    if (!leadStepSubmitted.rejected.match(action)) return;
    const status = action.payload?.status;
    if (status === OFFER_EXPIRED_STATUS) call.onOfferExpired?.();
    if (status === WRONG_STATE_STATUS) void dispatch(leadStatusPolled());
  });
  return request;
}
