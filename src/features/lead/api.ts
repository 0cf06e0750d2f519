import { createHttpClient, type RequestResult } from '../../lib/http';
import type { AxiosRequestConfig } from 'axios';
import type {
  ApplicationResult,
  ContinuedLead,
  LeadApplication,
  LeadSaved,
  LeadStatus,
} from './types';

export interface LeadApiOptions {
  apiBaseUrl: string;
  leadPath: string;
  affiliateEventPath: string;
  productId: string;
  /**
   * The funnel's UI language (the brand's BCP 47 locale, e.g. es-MX), sent as `Accept-Language`
   * so the API's messages come in the page's language, not the browser's.
   */
  language: string;
}

/** The body the lead API takes: the lead plus where the applicant moves next. */
export type LeadBody = LeadApplication & { progressState: number };

/** Lets a caller cancel a request that a retry replaces. */
export interface RequestOptions {
  signal?: AbortSignal;
}

export interface LeadApi {
  createLead(
    body: LeadBody,
    idempotencyKey: string,
    options?: RequestOptions,
  ): Promise<RequestResult<LeadSaved>>;
  updateLead(
    body: LeadBody & { id: string },
    options?: RequestOptions,
  ): Promise<RequestResult<LeadSaved>>;
  fetchLeadStatus(id: string): Promise<RequestResult<LeadStatus>>;
  continueLead(
    id: string,
    urlType: string,
    refTransactionId?: string,
  ): Promise<RequestResult<ContinuedLead>>;
  unsubscribe(email: string): Promise<RequestResult<unknown>>;
  /** A call of section 7 that moves the lead on from a step (after-offer screens, v3 steps). */
  sendLeadStep(endpoint: LeadStepEndpoint, body: object): Promise<RequestResult<LeadStepResult>>;
  /** Any other call of section 7, for look-ups and partner flows. */
  request<T>(config: AxiosRequestConfig): Promise<RequestResult<T>>;
}

export interface LeadStepEndpoint {
  method: 'POST' | 'PUT';
  path: string;
}

/** What a step call answers: where the lead is now, and the result when there is one. */
export type LeadStepResult = LeadSaved & { applicationResult?: ApplicationResult | null };

/** Calls of the specification's section 7 that the classic funnel makes. */
export function createLeadApi(options: LeadApiOptions): LeadApi {
  const http = createHttpClient({
    baseURL: options.apiBaseUrl,
    productId: options.productId,
    productUrls: [options.leadPath, options.affiliateEventPath],
    language: options.language,
  });
  return {
    createLead: (body, idempotencyKey, request) =>
      http.request({
        method: 'POST',
        url: options.leadPath,
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
        signal: request?.signal,
      }),
    updateLead: (body, request) =>
      http.request({ method: 'PUT', url: options.leadPath, data: body, signal: request?.signal }),
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
    sendLeadStep: (endpoint, body) =>
      http.request({ method: endpoint.method, url: endpoint.path, data: body }),
    request: (config) => http.request(config),
  };
}
