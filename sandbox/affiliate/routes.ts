import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadRepository } from '../lead/repository';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import type { AffiliateEventInput, AffiliateEventRepository } from './eventRepository';

interface Deps {
  doc: OpenApiDocument;
  affiliateEvents: AffiliateEventRepository;
  leadRepository: LeadRepository;
}

type EventRoute = { Body: AffiliateEventInput };
type ListRoute = { Querystring: { leadId?: string } };

const recentLimit = 100;

/**
 * The affiliate event (specification section 7, a configured path): the funnel reports a lead
 * created with an affiliate reference, so the affiliate network can be credited. Stored once per
 * lead and kind; the sandbox controls list what arrived.
 */
export function registerAffiliateEventRoutes(app: FastifyInstance, deps: Deps): void {
  const { doc, affiliateEvents } = deps;
  addOperation<EventRoute>(app, doc, 'post', '/affiliate/event', (request, reply) =>
    recordEvent(deps, request, reply),
  );
  addOperation<ListRoute>(app, doc, 'get', '/sandbox/affiliate-events', (request) =>
    listEvents(affiliateEvents, request),
  );
}

async function recordEvent(
  { affiliateEvents, leadRepository }: Deps,
  request: FastifyRequest<EventRoute>,
  reply: FastifyReply,
) {
  if (!leadRepository.findById(request.body.leadId)) {
    return reply.code(404).send({ message: 'Lead not found' });
  }
  const { record, replayed } = affiliateEvents.record(request.body, new Date().toISOString());
  // Ids and kinds only: the affiliate's own parameters are not the log's business.
  request.log.info(
    { leadId: record.leadId, event: record.event, product: record.product, replayed },
    'Affiliate event received',
  );
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(replayed ? 200 : 201).send(record);
}

function listEvents(affiliateEvents: AffiliateEventRepository, request: FastifyRequest<ListRoute>) {
  const { leadId } = request.query;
  return {
    events: leadId ? affiliateEvents.listByLead(leadId) : affiliateEvents.listRecent(recentLimit),
  };
}
