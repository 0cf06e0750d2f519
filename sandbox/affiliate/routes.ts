import type { FastifyInstance } from 'fastify';
import type { AffiliateEventInput, AffiliateEventRepository } from './eventRepository';
import type { LeadRepository } from '../lead/repository';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';

interface Deps {
  doc: OpenApiDocument;
  affiliateEvents: AffiliateEventRepository;
  leadRepository: LeadRepository;
}

const recentLimit = 100;

/**
 * The affiliate event (specification section 7, a configured path): the funnel reports a lead
 * created with an affiliate reference, so the affiliate network can be credited. Stored once per
 * lead and kind; the sandbox controls list what arrived.
 */
export function registerAffiliateEventRoutes(
  app: FastifyInstance,
  { doc, affiliateEvents, leadRepository }: Deps,
): void {
  app.post<{ Body: AffiliateEventInput }>(
    '/affiliate/event',
    { schema: operationSchema(doc, 'post', '/affiliate/event') },
    async (request, reply) => {
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
    },
  );

  app.get<{ Querystring: { leadId?: string } }>(
    '/sandbox/affiliate-events',
    { schema: operationSchema(doc, 'get', '/sandbox/affiliate-events') },
    (request) => {
      const { leadId } = request.query;
      return {
        events: leadId
          ? affiliateEvents.listByLead(leadId)
          : affiliateEvents.listRecent(recentLimit),
      };
    },
  );
}
