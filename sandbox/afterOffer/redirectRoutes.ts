import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { State, type JsonValue, type ProductId } from '../lead/types';
import { originOf, sectionOf } from '../platform/http';
import { addOperation } from '../platform/openapi';
import { leadNotFound, nowOf, type AfterOfferDeps } from './steps';

type LeadIdRoute = { Params: { id: string } };
type ReapplyRoute = {
  Body: { id: string; product: ProductId };
  Headers: { 'idempotency-key'?: string };
};

/** A re-application starts again at the first step, with the earlier answers. */
const loanInformationState = 1;
const redirectNotice = { message: 'Lead was not redirected to a partner', error: 'not_redirected' };

/**
 * The redirect to the partner (whether and when the applicant was told so, `/lead/{id}/redirect`)
 * and re-applications (`/v2/lead`).
 */
export function registerAfterOfferRedirectRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  addOperation<LeadIdRoute>(app, doc, 'get', '/lead/{id}/redirect', (request, reply) =>
    showRedirect(deps, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'post', '/lead/{id}/redirect', (request, reply) =>
    recordRedirect(deps, request, reply),
  );
  addOperation<ReapplyRoute>(app, doc, 'post', '/v2/lead', (request, reply) =>
    reapply(deps, request, reply),
  );
}

async function showRedirect(
  deps: AfterOfferDeps,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  return (
    redirectOf(deps, request.params.id, originOf(request))?.answer ??
    reply.code(404).send(leadNotFound)
  );
}

/** The applicant leaves for the partner now; the first time counts. */
async function recordRedirect(
  deps: AfterOfferDeps,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  const found = redirectOf(deps, request.params.id, originOf(request));
  if (!found) return reply.code(404).send(leadNotFound);
  if (found.lead.progressState !== State.redirected || !found.answer.redirectUrl) {
    return reply.code(409).send(redirectNotice);
  }
  deps.store.saveRedirect(found.lead.id, found.answer.redirectUrl, nowOf(deps).toISOString());
  request.log.info({ leadId: found.lead.id }, 'Lead redirected to partner');
  return redirectOf(deps, found.lead.id, originOf(request))?.answer;
}

function redirectOf(deps: AfterOfferDeps, id: string, origin: string) {
  const lead = deps.leads.current(id);
  if (!lead) return undefined;
  const result = deps.resultFor(lead, origin);
  const recorded = deps.store.redirect(lead.id);
  return {
    lead,
    answer: {
      redirected: recorded !== undefined,
      redirectedAt: recorded?.redirectedAt ?? null,
      ...(lead.progressState === State.redirected
        ? {
            redirectUrl: result.redirectUrl,
            redirectMethod: result.redirectMethod,
            partner: result.partner,
          }
        : {}),
    },
  };
}

/** `/v2/lead`: a new lead for another product, with the answers of the earlier one. */
async function reapply(
  deps: AfterOfferDeps,
  request: FastifyRequest<ReapplyRoute>,
  reply: FastifyReply,
) {
  const previous = deps.leads.current(request.body.id);
  if (!previous) return reply.code(404).send(leadNotFound);
  const wasRedirected =
    previous.progressState === State.redirected || deps.store.redirect(previous.id) !== undefined;
  const posthog = sectionOf(previous.data, 'posthogParameters');
  const tags: JsonValue[] = Array.isArray(previous.data['tags']) ? previous.data['tags'] : [];
  // A key replays only from the lead it started from: its holder holds that lead's token.
  const scope = `POST /v2/lead ${previous.id}`;
  const key = request.headers['idempotency-key'];
  const { answer, replayed } = deps.replays.once(scope, key, () => {
    const { lead, applicantToken } = deps.leads.create({
      ...previous.data,
      tags: [...tags.filter((tag) => tag !== 'reapplying'), 'reapplying'],
      posthogParameters: { ...posthog, leadPreviouslyRedirected: wasRedirected },
      product: request.body.product,
      progressState: loanInformationState,
    });
    const { id, progressState, leadStatus, expiresAt } = lead;
    return { id, progressState, leadStatus, expiresAt, applicantToken };
  });
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(replayed ? 200 : 201).send(answer);
}
