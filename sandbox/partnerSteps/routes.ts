import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationResultFor } from '../lead/applicationResult';
import type { LeadService } from '../lead/service';
import type { JsonObject, JsonValue, LeadRecord } from '../lead/types';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';
import type { StepCallLog } from './callLog';
import {
  formStepCalls,
  isValidCnp,
  offerStepCalls,
  type FormStepCall,
  type OfferStepCall,
} from './calls';
import { isExpired, type OfferBook } from './offers';
import { originOf } from '../lead/routes';

interface Deps {
  doc: OpenApiDocument;
  leads: LeadService;
  offers: OfferBook;
  calls: StepCallLog;
  now?: () => Date;
}

type StepBody = JsonObject & { id: string };
type OfferBody = StepBody & { offerId: string; amount?: number; period?: number };

const leadNotFound = { message: 'Lead not found' };

/** Codes and English labels behind the professional-details screen's two choices. */
export const professionalDetailsMapping = {
  professions: [
    { code: 'EMPLOYEE', label: 'Employee' },
    { code: 'CIVIL_SERVANT', label: 'Civil servant' },
    { code: 'MANAGER', label: 'Manager or executive' },
    { code: 'SKILLED_WORKER', label: 'Skilled worker' },
    { code: 'SELF_EMPLOYED', label: 'Self-employed' },
    { code: 'PENSIONER', label: 'Pensioner' },
    { code: 'OTHER', label: 'Other' },
  ],
  economicActivities: [
    { code: 'AGRICULTURE', label: 'Agriculture' },
    { code: 'INDUSTRY', label: 'Industry' },
    { code: 'CONSTRUCTION', label: 'Construction' },
    { code: 'TRADE', label: 'Trade' },
    { code: 'TRANSPORT', label: 'Transport' },
    { code: 'HOSPITALITY', label: 'Hotels and restaurants' },
    { code: 'FINANCE', label: 'Finance and insurance' },
    { code: 'PUBLIC_ADMINISTRATION', label: 'Public administration' },
    { code: 'EDUCATION', label: 'Education' },
    { code: 'HEALTH', label: 'Health and social care' },
    { code: 'OTHER_SERVICES', label: 'Other services' },
  ],
} as const;

/**
 * The calls of the partner steps (docs/api.md, "Partner steps and offers"): each stores what
 * the screen sent, checks that the lead is in the screen's state, and moves the lead on.
 */
export function registerPartnerStepsRoutes(app: FastifyInstance, deps: Deps): void {
  const { doc } = deps;
  for (const call of formStepCalls) {
    app.post<{ Body: StepBody }>(
      call.path,
      { schema: operationSchema(doc, 'post', call.path) },
      (request, reply) => completeFormStep(deps, call, request, reply),
    );
  }
  for (const call of offerStepCalls) {
    app.post<{ Body: OfferBody }>(
      call.path,
      { schema: operationSchema(doc, 'post', call.path) },
      (request, reply) => acceptOffer(deps, call, request, reply),
    );
  }
  app.get(
    '/perofesional-details-mapping',
    { schema: operationSchema(doc, 'get', '/perofesional-details-mapping') },
    () => professionalDetailsMapping,
  );
}

function completeFormStep(
  deps: Deps,
  call: FormStepCall,
  request: FastifyRequest<{ Body: StepBody }>,
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

function acceptOffer(
  deps: Deps,
  call: OfferStepCall,
  request: FastifyRequest<{ Body: OfferBody }>,
  reply: FastifyReply,
) {
  const { leads, offers } = deps;
  const lead = leads.current(request.body.id);
  if (!lead) return reply.code(404).send(leadNotFound);
  if (!call.from.includes(lead.progressState)) return refuseState(reply, lead, call);
  // Offers are made when first shown; a client that never looked still finds them.
  offers.offersOf(lead);
  const offer = offers.find(lead.id, request.body.offerId);
  if (!offer || offer.state !== lead.progressState) {
    return reply.code(404).send({ message: 'Offer not found', error: 'offer_not_found' });
  }
  if (offer.acceptance !== undefined && offer.acceptance !== call.kind) {
    const other = offerStepCalls.find((candidate) => candidate.kind === offer.acceptance);
    return reply.code(409).send({
      message: `This offer is taken through ${other?.path ?? 'another call'}`,
      error: 'wrong_acceptance',
    });
  }
  const now = (deps.now ?? (() => new Date()))();
  if (isExpired(offer, now)) {
    return reply
      .code(410)
      .send({ message: `Offer expired at ${offer.expiresAt}`, error: 'offer_expired' });
  }

  let terms: { amount: number; period: number } | undefined;
  if (call.kind === 'provident') {
    const amount = request.body.amount ?? offer.amount;
    const period = request.body.period ?? offer.period;
    if (amount > offer.amount) {
      return reply.code(400).send(fieldError('amount', `must be <= ${offer.amount}`, 'maximum'));
    }
    terms = { amount, period };
  }
  offers.accept(offer, now.toISOString(), terms);

  const sections: JsonObject = {};
  if (call.kind === 'payment') {
    const { monthlyPaymentDay, incomeDetails } = request.body;
    if (monthlyPaymentDay !== undefined) sections['monthlyPaymentDay'] = monthlyPaymentDay;
    if (incomeDetails !== undefined) sections['incomeDetails'] = incomeDetails;
  }
  return moveOn(deps, call, lead, sections, request);
}

function moveOn(
  deps: Deps,
  call: { path: string; to: number },
  lead: LeadRecord,
  sections: JsonObject,
  request: FastifyRequest<{ Body: StepBody }>,
) {
  const fromState = lead.progressState;
  const updated = deps.leads.update({ ...sections, id: lead.id, progressState: call.to }) ?? lead;
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
  const section = (name: string) => {
    const value = body[name];
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  };
  if (path === '/lead/cnp') {
    const code = section('personalDetails')['personalCode'];
    if (typeof code !== 'string' || !isValidCnp(code)) {
      return fieldError('personalDetails.personalCode', 'must be a valid CNP', 'cnp');
    }
  }
  if (path === '/lead/offer/professional-details') {
    const profession = section('incomeDetails')['cofidisProfession'];
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

function fieldError(field: string, message: string, keyword: string) {
  return {
    message: `body/${field.replaceAll('.', '/')} ${message}`,
    error: 'validation_failed',
    errors: [{ location: 'body', field, message, keyword }],
  };
}
