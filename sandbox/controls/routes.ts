import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UnsubscriptionRepository } from '../customer/unsubscriptionRepository';
import type { LeadRepository } from '../lead/repository';
import { issueContinueLink } from '../lead/continueLinks';
import type { Outbox } from '../lead/outbox';
import type { LeadTokens } from '../lead/tokens';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import type { FaultRegistry, FaultRequest } from './faults';

interface Deps {
  doc: OpenApiDocument;
  faults: FaultRegistry;
  leadRepository: LeadRepository;
  unsubscriptions: UnsubscriptionRepository;
  tokens: LeadTokens;
  /** The e-mails the sandbox sent instead of a mail server. */
  outbox: Outbox;
  /** Where the funnel is mounted, for the continue links this hands out. */
  basePath: string;
}

type FaultRoute = { Body: FaultRequest };
type LeadIdRoute = { Params: { id: string } };
type LeadsRoute = { Querystring: { sessionId?: string } };
type ContinueLinkRoute = { Params: { id: string }; Body: { validForMs?: number } | undefined };

const recentLeadsLimit = 100;

/** Controls for tests and demos: arm faults, and see exactly what the funnel sent. */
export function registerSandboxControls(app: FastifyInstance, deps: Deps): void {
  const { doc, faults, leadRepository, unsubscriptions } = deps;
  addOperation<FaultRoute>(app, doc, 'post', '/sandbox/faults', (request, reply) =>
    armFault(faults, request, reply),
  );
  addOperation(app, doc, 'get', '/sandbox/faults', () => ({ faults: faults.list() }));
  addOperation(app, doc, 'delete', '/sandbox/faults', (_request, reply) =>
    clearFaults(faults, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'get', '/sandbox/leads/{id}', (request, reply) =>
    showLead(leadRepository, request, reply),
  );
  addOperation<LeadsRoute>(app, doc, 'get', '/sandbox/leads', (request) =>
    listLeads(leadRepository, request),
  );
  addOperation<ContinueLinkRoute>(
    app,
    doc,
    'post',
    '/sandbox/leads/{id}/continue-link',
    (request, reply) => continueLinkOf(deps, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'get', '/sandbox/leads/{id}/emails', (request, reply) =>
    emailsOf(deps, request, reply),
  );
  addOperation(app, doc, 'get', '/sandbox/unsubscriptions', () => ({
    unsubscriptions: unsubscriptions.list(),
  }));
}

async function armFault(
  faults: FaultRegistry,
  request: FastifyRequest<FaultRoute>,
  reply: FastifyReply,
) {
  return reply.code(201).send(faults.add(request.body));
}

async function clearFaults(faults: FaultRegistry, reply: FastifyReply) {
  faults.clear();
  return reply.code(204).send();
}

/** The lead exactly as stored, with the outcome its test inputs chose. */
async function showLead(
  leadRepository: LeadRepository,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  return (
    leadRepository.findById(request.params.id) ??
    reply.code(404).send({ message: 'Lead not found' })
  );
}

/**
 * What the continue e-mail would carry: a link with a fresh continue token (7 days unless
 * `validForMs` says otherwise; 0 gives one that has already expired, for tests).
 */
async function continueLinkOf(
  { leadRepository, tokens, basePath }: Deps,
  request: FastifyRequest<ContinueLinkRoute>,
  reply: FastifyReply,
) {
  const lead = leadRepository.findById(request.params.id);
  if (!lead) return reply.code(404).send({ message: 'Lead not found' });
  const { publicOrigin } = request.server;
  const link = issueContinueLink(
    tokens,
    lead.id,
    { publicOrigin, basePath },
    request.body?.validForMs,
  );
  return reply.code(201).send(link);
}

/** The e-mails sent about a lead (the continue links it asked for), as its mailbox shows them. */
async function emailsOf(
  { leadRepository, outbox }: Deps,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  const lead = leadRepository.findById(request.params.id);
  if (!lead) return reply.code(404).send({ message: 'Lead not found' });
  return { emails: outbox.of(lead.id) };
}

/** The leads of one session, or the most recent ones. */
function listLeads(leadRepository: LeadRepository, request: FastifyRequest<LeadsRoute>) {
  const { sessionId } = request.query;
  return {
    leads: sessionId
      ? leadRepository.listBySession(sessionId)
      : leadRepository.listRecent(recentLeadsLimit),
  };
}
