import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadService } from '../lead/service';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import type { StepCallLog } from './callLog';
import { publicOffer, type OfferBook, type StoredOffer } from './offers';

interface Deps {
  doc: OpenApiDocument;
  leads: LeadService;
  offers: OfferBook;
  calls: StepCallLog;
}

type LeadIdRoute = { Params: { id: string } };
type LeadIdRequest = FastifyRequest<LeadIdRoute>;

const leadNotFound = { message: 'Lead not found' };

/** Sandbox-only controls of the partner steps: see offers and calls, and make offers expire. */
export function registerPartnerStepsControls(app: FastifyInstance, deps: Deps): void {
  const { doc } = deps;
  addOperation<LeadIdRoute>(app, doc, 'get', '/sandbox/leads/{id}/offers', (request, reply) =>
    listOffers(deps, request, reply),
  );
  addOperation<LeadIdRoute>(
    app,
    doc,
    'post',
    '/sandbox/leads/{id}/expire-offers',
    (request, reply) => expireOffers(deps, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'get', '/sandbox/leads/{id}/step-calls', (request, reply) =>
    listStepCalls(deps, request, reply),
  );
}

async function listOffers({ leads, offers }: Deps, request: LeadIdRequest, reply: FastifyReply) {
  const lead = leads.current(request.params.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  return { offers: offers.listAll(lead.id).map(sandboxView) };
}

async function expireOffers({ leads, offers }: Deps, request: LeadIdRequest, reply: FastifyReply) {
  const lead = leads.current(request.params.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  // Make the current state's offers first, so a lead that was never shown them can expire too.
  offers.offersOf(lead);
  const expired = offers.expireAll(lead.id, new Date().toISOString());
  return { expired, offers: offers.listAll(lead.id).map(sandboxView) };
}

async function listStepCalls({ leads, calls }: Deps, request: LeadIdRequest, reply: FastifyReply) {
  const lead = leads.current(request.params.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  return { calls: calls.list(lead.id) };
}

function sandboxView(offer: StoredOffer) {
  return { ...publicOffer(offer), state: offer.state, acceptedAt: offer.acceptedAt };
}
