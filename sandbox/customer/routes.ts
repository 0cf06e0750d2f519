import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../platform/http';
import { addOperation, type OpenApiDocument } from '../platform/openapi';
import { policiesFor } from './policies';
import type { UnsubscriptionRepository } from './unsubscriptionRepository';

type UnsubscribeRoute = { Querystring: { email: string } };

/** Policies shown before the applicant accepts, and the unsubscribe link of marketing mail. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { doc, unsubscriptions }: { doc: OpenApiDocument; unsubscriptions: UnsubscriptionRepository },
): void {
  addOperation<UnsubscribeRoute>(app, doc, 'post', '/customer/email/unsubscribe', (request) =>
    unsubscribe(unsubscriptions, request),
  );
  addOperation(app, doc, 'get', '/policy', listPolicies);
}

function unsubscribe(
  unsubscriptions: UnsubscriptionRepository,
  request: FastifyRequest<UnsubscribeRoute>,
) {
  unsubscriptions.record(request.query.email.trim().toLowerCase(), new Date().toISOString());
  return { unsubscribed: true };
}

function listPolicies(request: FastifyRequest) {
  return policiesFor(originOf(request));
}
