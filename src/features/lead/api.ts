import { createHttpClient, type RequestResult } from '../../lib/http';
import type { AxiosRequestConfig } from 'axios';
import {
  type AnswerName,
  ContinuedLeadSchema,
  NAMED_ANSWERS,
  type NamedAnswer,
  LeadSavedSchema,
  LeadStatusSchema,
  LeadStepResultSchema,
  UnsubscribedSchema,
} from './answerSchemas';
import { checkedAnswer } from './checkedAnswer';
import { toContractLead, withContractSections } from './leadContract';
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
  /** The applicant token of the lead in hand (docs/api.md "Who may read a lead"). */
  applicantToken?: () => string | null;
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
  unsubscribe(email: string): Promise<RequestResult<{ unsubscribed: true }>>;
  /** A call of section 7 that moves the lead on from a step (after-offer screens, v3 steps). */
  sendLeadStep(endpoint: LeadStepEndpoint, body: object): Promise<RequestResult<LeadStepResult>>;
  /**
   * Any other call of section 7, for look-ups and partner flows: with `answer`, the answer is
   * checked against that schema; without, it is `unknown` for the caller to check.
   */
  request<K extends AnswerName>(
    config: AxiosRequestConfig,
    answer: K,
  ): Promise<RequestResult<NamedAnswer<K>>>;
  request(config: AxiosRequestConfig): Promise<RequestResult<unknown>>;
}

export interface LeadStepEndpoint {
  method: 'POST' | 'PUT';
  path: string;
}

/** What a step call answers: where the lead is now, and the result when there is one. */
export type LeadStepResult = LeadSaved & { applicationResult?: ApplicationResult | null };

/**
 * Calls of the specification's section 7 that the classic funnel makes. Every answer the funnel
 * reads is checked against its schema here, at the edge, and every lead sent keeps only the keys
 * the contract declares.
 */
export function createLeadApi(options: LeadApiOptions): LeadApi {
  const http = createHttpClient({
    baseURL: options.apiBaseUrl,
    productId: options.productId,
    productUrls: [options.leadPath, options.affiliateEventPath],
    language: options.language,
    applicantToken: options.applicantToken,
  });
  function request<K extends AnswerName>(
    config: AxiosRequestConfig,
    answer: K,
  ): Promise<RequestResult<NamedAnswer<K>>>;
  function request(config: AxiosRequestConfig): Promise<RequestResult<unknown>>;
  function request(config: AxiosRequestConfig, answer?: AnswerName) {
    const sent = http.request<unknown>(config);
    if (answer === undefined) return sent;
    const call = `${(config.method ?? 'GET').toUpperCase()} ${config.url ?? ''}`;
    return checkedAnswer(sent, NAMED_ANSWERS[answer], call);
  }
  return {
    createLead: (body, idempotencyKey, request) =>
      checkedAnswer(
        http.request({
          method: 'POST',
          url: options.leadPath,
          data: toContractLead(body),
          headers: { 'Idempotency-Key': idempotencyKey },
          signal: request?.signal,
        }),
        LeadSavedSchema,
        `POST ${options.leadPath}`,
      ),
    updateLead: (body, request) =>
      checkedAnswer(
        http.request({
          method: 'PUT',
          url: options.leadPath,
          data: toContractLead(body),
          signal: request?.signal,
        }),
        LeadSavedSchema,
        `PUT ${options.leadPath}`,
      ),
    fetchLeadStatus: (id) =>
      checkedAnswer(
        http.request({ method: 'GET', url: `/lead/status/${encodeURIComponent(id)}` }),
        LeadStatusSchema,
        'GET /lead/status',
      ),
    continueLead: (id, urlType, refTransactionId) =>
      checkedAnswer(
        http.request({
          method: 'GET',
          url: `/v3/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}`,
          params: refTransactionId ? { refTransactionId } : undefined,
        }),
        ContinuedLeadSchema,
        'GET /v3/lead/url',
      ),
    unsubscribe: (email) =>
      checkedAnswer(
        http.request({ method: 'POST', url: '/customer/email/unsubscribe', params: { email } }),
        UnsubscribedSchema,
        'POST /customer/email/unsubscribe',
      ),
    sendLeadStep: (endpoint, body) =>
      checkedAnswer(
        http.request({
          method: endpoint.method,
          url: endpoint.path,
          data: withContractSections(body),
        }),
        LeadStepResultSchema,
        `${endpoint.method} ${endpoint.path}`,
      ),
    request,
  };
}
