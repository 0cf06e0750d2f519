import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../dynamicForm/language';
import type { DynamicFormSandbox } from '../dynamicForm/leadHooks';
import { originOf } from '../platform/http';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import { applicationResultFor } from './applicationResult';
import { isChecking, type LeadService } from './service';
import { bearerTokenOf } from './access';
import type { CreateReplays } from './replays';
import type { LeadTokens } from './tokens';
import type {
  ApplicationResult,
  CreateLeadBody,
  LeadRecord,
  LeadSaved,
  UpdateLeadBody,
} from './types';

const leadNotFound = { message: 'Lead not found' };
const continueLinkUnknown = {
  message: 'This continue link is not valid',
  error: 'continue_link_unknown',
};
const continueLinkExpired = {
  message: 'This continue link has expired',
  error: 'continue_link_expired',
};

/**
 * A feature's own result for the states it owns (stored offers, for example); undefined leaves
 * the lead to the default result. The first provider that answers wins.
 */
export type ResultProvider = (lead: LeadRecord, origin: string) => ApplicationResult | undefined;

export interface LeadRouteDeps {
  doc: OpenApiDocument;
  leads: LeadService;
  tokens: LeadTokens;
  replays: CreateReplays;
  resultProviders?: readonly ResultProvider[];
  /** The v3 parts of the answers: data points, and refused answers (dynamicForm/leadHooks.ts). */
  dynamicForm?: DynamicFormSandbox;
}

type CreateRoute = { Body: CreateLeadBody; Headers: { 'idempotency-key'?: string } };
type UpdateRoute = { Body: UpdateLeadBody };
type LeadIdRoute = { Params: { id: string } };
type ContinueRoute = { Params: { id: string } };

/** Create, update, poll and continue: the calls the funnel's lead flow makes. */
export function registerLeadRoutes(app: FastifyInstance, deps: LeadRouteDeps): void {
  const { doc } = deps;
  addOperation<CreateRoute>(app, doc, 'post', '/v3/lead', (request, reply) =>
    createLead(deps, request, reply),
  );
  addOperation<UpdateRoute>(app, doc, 'put', '/v3/lead', (request, reply) =>
    updateLead(deps, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'get', '/lead/status/{id}', (request, reply) =>
    leadStatus(deps, request, reply),
  );
  for (const version of ['v2', 'v3'] as const) {
    const path = `/${version}/lead/url/{id}/{urlType}`;
    addOperation<ContinueRoute>(app, doc, 'get', path, (request, reply) =>
      continueLead(deps, request, reply),
    );
  }
}

async function createLead(
  deps: LeadRouteDeps,
  request: FastifyRequest<CreateRoute>,
  reply: FastifyReply,
) {
  const key = request.headers['idempotency-key'];
  const { answer, replayed } = deps.replays.once('POST /v3/lead', key, () => {
    const { lead, applicantToken } = deps.leads.create(request.body);
    return { ...saved(lead), ...v3PartsOf(deps, lead), applicantToken };
  });
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(replayed ? 200 : 201).send(answer);
}

/** The dynamic form may refuse answers, or hold the lead back for more steps, first. */
async function updateLead(
  deps: LeadRouteDeps,
  request: FastifyRequest<UpdateRoute>,
  reply: FastifyReply,
) {
  const { leads, dynamicForm } = deps;
  let body = request.body;
  const stored = dynamicForm ? leads.current(body.id) : undefined;
  if (dynamicForm && stored) {
    const language = languageOf(request.headers['accept-language']);
    const decision = dynamicForm.beforeUpdate(stored, body, language);
    if ('refusal' in decision) return reply.code(422).send(decision.refusal);
    body = decision.body;
  }
  const lead = leads.update(body);
  return lead ? { ...saved(lead), ...v3PartsOf(deps, lead) } : reply.code(404).send(leadNotFound);
}

async function leadStatus(
  deps: LeadRouteDeps,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.params.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  return {
    id: lead.id,
    progressState: lead.progressState,
    leadStatus: lead.leadStatus,
    applicationResult: decidedResultOf(deps, lead, request),
  };
}

/**
 * The continue link: its `{id}` is a continue token, never a bare lead id. It answers the whole
 * lead, so the funnel can resume where the applicant left, and a fresh applicant token for the
 * calls that follow. An applicant who already holds the lead's token may name the lead itself
 * (the funnel does so after re-applying).
 */
async function continueLead(
  deps: LeadRouteDeps,
  request: FastifyRequest<ContinueRoute>,
  reply: FastifyReply,
) {
  const leadId = leadIdOfLink(deps, request);
  if (typeof leadId !== 'string') {
    const expired = leadId.refused === 'expired';
    return reply
      .code(expired ? 410 : 404)
      .send(expired ? continueLinkExpired : continueLinkUnknown);
  }
  const lead = deps.leads.current(leadId);
  if (!lead) return reply.code(404).send(continueLinkUnknown);
  return {
    // The link's holder becomes an applicant of this lead for the calls that follow.
    applicantToken: deps.tokens.issue(lead.id, 'applicant', new Date(lead.expiresAt)).token,
    ...saved(lead),
    ...v3PartsOf(deps, lead),
    lead: {
      ...lead.data,
      id: lead.id,
      product: lead.product,
      progressState: lead.progressState,
      leadStatus: lead.leadStatus,
      expiresAt: lead.expiresAt,
    },
    applicationResult: decidedResultOf(deps, lead, request),
  };
}

function leadIdOfLink(
  { tokens }: LeadRouteDeps,
  request: FastifyRequest<ContinueRoute>,
): string | { refused: 'unknown' | 'expired' } {
  const { id } = request.params;
  const token = bearerTokenOf(request.headers.authorization);
  if (token !== undefined && tokens.admits(id, token, new Date())) return id;
  const exchanged = tokens.exchangeContinue(id, new Date());
  return 'refused' in exchanged ? exchanged : exchanged.leadId;
}

function v3PartsOf({ dynamicForm }: LeadRouteDeps, lead: LeadRecord) {
  return dynamicForm?.answerFor(lead) ?? {};
}

function saved(lead: LeadRecord): LeadSaved {
  return {
    id: lead.id,
    progressState: lead.progressState,
    leadStatus: lead.leadStatus,
    expiresAt: lead.expiresAt,
  };
}

function decidedResultOf(
  { resultProviders = [] }: LeadRouteDeps,
  lead: LeadRecord,
  request: FastifyRequest,
): ApplicationResult | null {
  if (isChecking(lead)) return null;
  const origin = originOf(request);
  for (const provide of resultProviders) {
    const result = provide(lead, origin);
    if (result) return result;
  }
  return applicationResultFor(lead, origin);
}
