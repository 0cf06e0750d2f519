import type { FastifyInstance } from 'fastify';
import type { LeadService } from '../lead/service';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';
import type { StepCallLog } from './callLog';
import { publicOffer, type OfferBook, type StoredOffer } from './offers';

interface Deps {
  doc: OpenApiDocument;
  leads: LeadService;
  offers: OfferBook;
  calls: StepCallLog;
}

const leadNotFound = { message: 'Lead not found' };

/** Sandbox-only controls of the partner steps: see offers and calls, and make offers expire. */
export function registerPartnerStepsControls(app: FastifyInstance, deps: Deps): void {
  const { doc, leads, offers, calls } = deps;

  app.get<{ Params: { id: string } }>(
    '/sandbox/leads/:id/offers',
    { schema: operationSchema(doc, 'get', '/sandbox/leads/{id}/offers') },
    async (request, reply) => {
      const lead = leads.current(request.params.id);
      if (!lead) return reply.code(404).send(leadNotFound);
      return { offers: offers.listAll(lead.id).map(sandboxView) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sandbox/leads/:id/expire-offers',
    { schema: operationSchema(doc, 'post', '/sandbox/leads/{id}/expire-offers') },
    async (request, reply) => {
      const lead = leads.current(request.params.id);
      if (!lead) return reply.code(404).send(leadNotFound);
      // Make the current state's offers first, so a lead that was never shown them can expire too.
      offers.offersOf(lead);
      const expired = offers.expireAll(lead.id, new Date().toISOString());
      return { expired, offers: offers.listAll(lead.id).map(sandboxView) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/leads/:id/step-calls',
    { schema: operationSchema(doc, 'get', '/sandbox/leads/{id}/step-calls') },
    async (request, reply) => {
      const lead = leads.current(request.params.id);
      if (!lead) return reply.code(404).send(leadNotFound);
      return { calls: calls.list(lead.id) };
    },
  );
}

function sandboxView(offer: StoredOffer) {
  return { ...publicOffer(offer), state: offer.state, acceptedAt: offer.acceptedAt };
}
