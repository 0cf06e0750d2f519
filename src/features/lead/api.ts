import { createHttpClient, type RequestResult } from '../../lib/http';
import type { ContinuedLead, LeadApplication, LeadSaved, LeadStatus } from './types';

export interface LeadApiOptions {
  apiBaseUrl: string;
  leadPath: string;
  affiliateEventPath: string;
  productId: string;
}

/** The body the lead API takes: the lead plus where the applicant moves next. */
export type LeadBody = LeadApplication & { progressState: number };

export interface LeadApi {
  createLead(body: LeadBody, idempotencyKey: string): Promise<RequestResult<LeadSaved>>;
  updateLead(body: LeadBody & { id: string }): Promise<RequestResult<LeadSaved>>;
  fetchLeadStatus(id: string): Promise<RequestResult<LeadStatus>>;
  continueLead(id: string, urlType: string, refTransactionId?: string): Promise<RequestResult<ContinuedLead>>;
  unsubscribe(email: string): Promise<RequestResult<unknown>>;
}

/** Calls of the specification's section 7 that the classic funnel makes. */
export function createLeadApi(options: LeadApiOptions): LeadApi {
  const http = createHttpClient({
    baseURL: options.apiBaseUrl,
    productId: options.productId,
    productUrls: [options.leadPath, options.affiliateEventPath],
  });
  return {
    createLead: (body, idempotencyKey) =>
      http.request({
        method: 'POST',
        url: options.leadPath,
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    updateLead: (body) => http.request({ method: 'PUT', url: options.leadPath, data: body }),
    fetchLeadStatus: (id) =>
      http.request({ method: 'GET', url: `/lead/status/${encodeURIComponent(id)}` }),
    continueLead: (id, urlType, refTransactionId) =>
      http.request({
        method: 'GET',
        url: `/v3/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}`,
        params: refTransactionId ? { refTransactionId } : undefined,
      }),
    unsubscribe: (email) =>
      http.request({ method: 'POST', url: '/customer/email/unsubscribe', params: { email } }),
  };
}
