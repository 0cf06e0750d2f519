/**
 * The affiliate event (specification section 7): when a lead is created with an affiliate
 * reference, the lead API hears about it at the configured path, so the affiliate network can
 * be credited. A first-party call about the lead, not a tracker: it is not consent-gated and
 * carries no personal data (the http client adds the product identifier).
 */
import type { AppServices } from '../../app/services';
import type { AffiliateReferenceParams } from '../lead';

export const AFFILIATE_LEAD_CREATED = 'LEAD_CREATED';

export interface AffiliateEventBody {
  event: typeof AFFILIATE_LEAD_CREATED;
  leadId: string;
  sessionId?: string;
  affiliateReferenceParams: AffiliateReferenceParams;
  occurredAt: string;
}

export function affiliateEventBody(args: {
  leadId: string;
  sessionId?: string;
  reference: AffiliateReferenceParams;
  now: Date;
}): AffiliateEventBody {
  return {
    event: AFFILIATE_LEAD_CREATED,
    leadId: args.leadId,
    ...(args.sessionId ? { sessionId: args.sessionId } : {}),
    affiliateReferenceParams: args.reference,
    occurredAt: args.now.toISOString(),
  };
}

/** Sends the event; a failure is logged and does not affect the applicant. */
export async function sendAffiliateEvent(
  services: AppServices,
  body: AffiliateEventBody,
): Promise<boolean> {
  const api = await services.leadApi();
  const result = await api.request({
    method: 'POST',
    url: services.env.affiliateEventPath,
    data: body,
  });
  if (result.error) {
    console.error('Failed to send affiliate event', result.error);
    return false;
  }
  return true;
}
