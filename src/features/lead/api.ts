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
import { aboutLead, checkedAnswer } from './checkedAnswer';
import { DEADLINES, kindOf, type CallKind } from './deadlines';
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

/** A call of `LeadApi.request`: by default a GET has a look-up's deadline, anything else a step's. */
export type LeadRequestConfig = AxiosRequestConfig & { deadline?: CallKind };

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
  fetchLeadStatus(id: string, options?: RequestOptions): Promise<RequestResult<LeadStatus>>;
  continueLead(
    id: string,
    urlType: string,
    refTransactionId?: string,
  ): Promise<RequestResult<ContinuedLead>>;
  unsubscribe(email: string): Promise<RequestResult<{ unsubscribed: true }>>;
  /**
   * A call of section 7 that moves the lead on from a step (after-offer screens, v3 steps). The
   * body names the lead in `id`, and the answer must be about that lead.
   */
  sendLeadStep(
    endpoint: LeadStepEndpoint,
    body: { id: string } & Record<string, unknown>,
  ): Promise<RequestResult<LeadStepResult>>;
  /**
   * Any other call of section 7, for look-ups and partner flows: with `answer`, the answer is
   * checked against that schema; without, it is `unknown` for the caller to check.
   */
  request<K extends AnswerName>(
    config: LeadRequestConfig,
    answer: K,
  ): Promise<RequestResult<NamedAnswer<K>>>;
  request(config: LeadRequestConfig): Promise<RequestResult<unknown>>;
}

export interface LeadStepEndpoint {
  method: 'POST' | 'PUT';
  path: string;
}

/** What a step call answers: where the lead is now, and the result when there is one. */
export type LeadStepResult = LeadSaved & { applicationResult?: ApplicationResult | null };

/**
 * Calls of the specification's section 7 that the classic funnel makes. Every call has the deadline
 * of its kind (deadlines.ts); every answer the funnel reads is checked against its schema here, at
 * the edge, and an answer about another lead than the one asked is a failed call; every lead sent
 * keeps only the keys the contract declares.
 */
export function createLeadApi(options: LeadApiOptions): LeadApi {
  const http = createHttpClient({
    baseURL: options.apiBaseUrl,
    productId: options.productId,
    productUrls: [options.leadPath, options.affiliateEventPath],
    language: options.language,
    applicantToken: options.applicantToken,
  });
  const send = (config: AxiosRequestConfig, kind: CallKind) =>
    http.request<unknown>(config, DEADLINES[kind]);
  function request<K extends AnswerName>(
    config: LeadRequestConfig,
    answer: K,
  ): Promise<RequestResult<NamedAnswer<K>>>;
  function request(config: LeadRequestConfig): Promise<RequestResult<unknown>>;
  function request({ deadline, ...config }: LeadRequestConfig, answer?: AnswerName) {
    const sent = send(config, deadline ?? kindOf(config.method));
    if (answer === undefined) return sent;
    const call = `${(config.method ?? 'GET').toUpperCase()} ${config.url ?? ''}`;
    return checkedAnswer(sent, NAMED_ANSWERS[answer], call);
  }
  return {
    createLead: (body, idempotencyKey, request) =>
      checkedAnswer(
        send(
          {
            method: 'POST',
            url: options.leadPath,
            data: toContractLead(body),
            headers: { 'Idempotency-Key': idempotencyKey },
            signal: request?.signal,
          },
          'save',
        ),
        LeadSavedSchema,
        `POST ${options.leadPath}`,
      ),
    updateLead: (body, request) => {
      const call = `PUT ${options.leadPath}`;
      const data = toContractLead(body);
      const saved = send(
        { method: 'PUT', url: options.leadPath, data, signal: request?.signal },
        'save',
      );
      return aboutLead(checkedAnswer(saved, LeadSavedSchema, call), body.id, call);
    },
    fetchLeadStatus: (id, request) => {
      // The call is named without its lead id: ids stay out of logs.
      const call = 'GET /lead/status';
      const url = `/lead/status/${encodeURIComponent(id)}`;
      const status = send({ method: 'GET', url, signal: request?.signal }, 'poll');
      return aboutLead(checkedAnswer(status, LeadStatusSchema, call), id, call);
    },
    // A continue link's token is used up once exchanged: as long as a step, not a look-up, so a
    // slow exchange is not cut off after the server has used the link up.
    continueLead: (id, urlType, refTransactionId) =>
      checkedAnswer(
        send(
          {
            method: 'GET',
            url: `/v3/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}`,
            params: refTransactionId ? { refTransactionId } : undefined,
          },
          'step',
        ),
        ContinuedLeadSchema,
        'GET /v3/lead/url',
      ),
    unsubscribe: (email) =>
      checkedAnswer(
        send({ method: 'POST', url: '/customer/email/unsubscribe', params: { email } }, 'step'),
        UnsubscribedSchema,
        'POST /customer/email/unsubscribe',
      ),
    sendLeadStep: (endpoint, body) => {
      const call = `${endpoint.method} ${endpoint.path}`;
      const data = withContractSections(body);
      const result = send({ method: endpoint.method, url: endpoint.path, data }, 'step');
      return aboutLead(checkedAnswer(result, LeadStepResultSchema, call), body.id, call);
    },
    request,
  };
}
