import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addOperation } from '../platform/openapi';
import type { AfterOfferDeps } from './steps';
import type { AfterOfferStore } from './store';

type LeadIdRoute = { Params: { id: string } };

/** Sandbox controls of the after-offer steps: skip the resend wait, see what the steps stored. */
export function registerAfterOfferControls(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  addOperation<LeadIdRoute>(
    app,
    doc,
    'delete',
    '/sandbox/leads/{id}/resend-wait',
    (request, reply) => skipResendWait(deps.store, request, reply),
  );
  addOperation<LeadIdRoute>(app, doc, 'get', '/sandbox/leads/{id}/after-offer', (request, reply) =>
    showAfterOffer(deps, request, reply),
  );
}

async function skipResendWait(
  store: AfterOfferStore,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  const verification = store.verification(request.params.id);
  if (!verification) return reply.code(404).send({ message: 'No verification for this lead' });
  store.saveVerification({ ...verification, sentAt: new Date(0).toISOString() });
  return reply.code(204).send();
}

async function showAfterOffer(
  { leads, store }: AfterOfferDeps,
  request: FastifyRequest<LeadIdRoute>,
  reply: FastifyReply,
) {
  const id = request.params.id;
  if (!leads.current(id)) return reply.code(404).send({ message: 'Lead not found' });
  const verification = store.verification(id);
  return {
    verification: verification
      ? {
          code: verification.code,
          sends: verification.sends,
          failedAttempts: verification.failedAttempts,
          verifiedAt: verification.verifiedAt,
        }
      : null,
    documents: store.documents(id),
    consents: store.consents(id),
    bankConnections: store.bankConnections(id),
    passwordSet: store.hasPassword(id),
    redirect: store.redirect(id) ?? null,
    calls: store.calls(id),
  };
}
