import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationResultFor } from '../lead/applicationResult';
import type { LeadService } from '../lead/service';
import type { JsonObject, JsonValue, LeadRecord } from '../lead/types';
import { fieldError, originOf, sectionOf } from '../platform/http';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import type { StepCallLog } from './callLog';
import {
  formStepCalls,
  isValidCnp,
  offerStepCalls,
  type FormStepCall,
  type OfferStepCall,
} from './calls';
import { isExpired, type OfferBook, type StoredOffer } from './offers';
import { professionalDetailsMapping } from './professionalDetails';

export interface PartnerStepsDeps {
  doc: OpenApiDocument;
  leads: LeadService;
  offers: OfferBook;
  calls: StepCallLog;
  now?: () => Date;
}

type StepBody = JsonObject & { id: string };
type OfferBody = StepBody & { offerId: string; amount?: number; period?: number };
type StepRoute = { Body: StepBody };
type OfferRoute = { Body: OfferBody };

const leadNotFound = { message: 'Lead not found' };

/**
 * The calls of the partner steps (docs/api.md, "Partner steps and offers"): each stores what
 * the screen sent, checks that the lead is in the screen's state, and moves the lead on.
 */
export function registerPartnerStepsRoutes(app: FastifyInstance, deps: PartnerStepsDeps): void {
  const { doc } = deps;
  for (const call of formStepCalls) {
    addOperation<StepRoute>(app, doc, 'post', call.path, (request, reply) =>
      completeFormStep(deps, call, request, reply),
    );
  }
  for (const call of offerStepCalls) {
    addOperation<OfferRoute>(app, doc, 'post', call.path, (request, reply) =>
      acceptOffer(deps, call, request, reply),
    );
  }
  addOperation(app, doc, 'get', '/perofesional-details-mapping', () => professionalDetailsMapping);
}

function completeFormStep(
  deps: PartnerStepsDeps,
  call: FormStepCall,
  request: FastifyRequest<StepRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.body.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  if (!call.from.includes(lead.progressState)) return refuseState(reply, lead, call);
  const problem = fieldProblem(call.path, request.body);
  if (problem) return reply.code(400).send(problem);
  const sections = Object.fromEntries<JsonValue>(
    call.sections.flatMap((name) => {
      const value = request.body[name];
      return value === undefined ? [] : [[name, value] as const];
    }),
  );
  return moveOn(deps, call, lead, sections, request);
}

/** Takes one of the lead's current offers through the call its acceptance names. */
function acceptOffer(
  deps: PartnerStepsDeps,
  call: OfferStepCall,
  request: FastifyRequest<OfferRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.body.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  if (!call.from.includes(lead.progressState)) return refuseState(reply, lead, call);
  // Offers are made when first shown; a client that never looked still finds them.
  deps.offers.offersOf(lead);
  const offer = deps.offers.find(lead.id, request.body.offerId);
  const now = (deps.now ?? (() => new Date()))();
  const refusal = offerRefusal(call, lead, offer, now);
  if (refusal || !offer) {
    const { status, body } = refusal ?? offerNotFound;
    return reply.code(status).send(body);
  }
  const terms = providentTerms(call, offer, request.body);
  if (terms && terms.amount > offer.amount) {
    return reply.code(400).send(fieldError('amount', `must be <= ${offer.amount}`, 'maximum'));
  }
  deps.offers.accept(offer, now.toISOString(), terms);
  return moveOn(deps, call, lead, paymentSections(call, request.body), request);
}

const offerNotFound = {
  status: 404,
  body: { message: 'Offer not found', error: 'offer_not_found' },
};

/** Why the offer cannot be taken through this call: unknown, taken elsewhere, expired. */
function offerRefusal(
  call: OfferStepCall,
  lead: LeadRecord,
  offer: StoredOffer | undefined,
  now: Date,
): { status: number; body: { message: string; error: string } } | undefined {
  if (!offer || offer.state !== lead.progressState) return offerNotFound;
  if (offer.acceptance !== undefined && offer.acceptance !== call.kind) {
    const other = offerStepCalls.find((candidate) => candidate.kind === offer.acceptance);
    const message = `This offer is taken through ${other?.path ?? 'another call'}`;
    return { status: 409, body: { message, error: 'wrong_acceptance' } };
  }
  if (isExpired(offer, now)) {
    const message = `Offer expired at ${offer.expiresAt}`;
    return { status: 410, body: { message, error: 'offer_expired' } };
  }
  return undefined;
}

/** Provident lets the applicant lower the amount and change the period. */
function providentTerms(call: OfferStepCall, offer: StoredOffer, body: OfferBody) {
  if (call.kind !== 'provident') return undefined;
  return { amount: body.amount ?? offer.amount, period: body.period ?? offer.period };
}

/** The payment acceptance carries the pay day and the income details. */
function paymentSections(call: OfferStepCall, body: OfferBody): JsonObject {
  const sections: JsonObject = {};
  if (call.kind === 'payment') {
    const { monthlyPaymentDay, incomeDetails } = body;
    if (monthlyPaymentDay !== undefined) sections['monthlyPaymentDay'] = monthlyPaymentDay;
    if (incomeDetails !== undefined) sections['incomeDetails'] = incomeDetails;
  }
  return sections;
}

function moveOn(
  deps: PartnerStepsDeps,
  call: { path: string; to: number },
  lead: LeadRecord,
  sections: JsonObject,
  request: FastifyRequest<StepRoute>,
) {
  const fromState = lead.progressState;
  const updated = deps.leads.moveByServer(lead.id, call.to, sections) ?? lead;
  deps.calls.record(lead.id, {
    path: call.path,
    fromState,
    toState: updated.progressState,
    body: request.body,
    createdAt: updated.updatedAt,
  });
  request.log.info(
    { leadId: lead.id, call: call.path, progressState: updated.progressState },
    'Lead step completed',
  );
  const origin = originOf(request);
  return {
    id: updated.id,
    progressState: updated.progressState,
    leadStatus: updated.leadStatus,
    expiresAt: updated.expiresAt,
    applicationResult:
      deps.offers.resultFor(updated, origin) ?? applicationResultFor(updated, origin),
  };
}

function refuseState(reply: FastifyReply, lead: LeadRecord, call: FormStepCall | OfferStepCall) {
  // The back button or a second tab must not complete a step the lead has left.
  return reply.code(409).send({
    message: `Lead is in state ${lead.progressState}; ${call.path} belongs to state ${call.from.join(' or ')}`,
    error: 'wrong_state',
  });
}

/** Checks the schema cannot express: the CNP checksum and the professions of the mapping. */
function fieldProblem(path: string, body: StepBody) {
  if (path === '/lead/cnp') {
    const code = sectionOf(body, 'personalDetails')['personalCode'];
    if (typeof code !== 'string' || !isValidCnp(code)) {
      return fieldError('personalDetails.personalCode', 'must be a valid CNP', 'cnp');
    }
  }
  if (path === '/lead/offer/professional-details') {
    const profession = sectionOf(body, 'incomeDetails')['cofidisProfession'];
    const known = professionalDetailsMapping.professions.some((p) => p.code === profession);
    if (!known) {
      return fieldError(
        'incomeDetails.cofidisProfession',
        'must be a code of /perofesional-details-mapping',
        'enum',
      );
    }
  }
  return undefined;
}
