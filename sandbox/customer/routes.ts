import type { FastifyInstance } from 'fastify';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';
import { policiesFor } from './policies';
import type { UnsubscriptionRepository } from './unsubscriptionRepository';
import { originOf } from '../lead/routes';

/** Policies shown before the applicant accepts, and the unsubscribe link of marketing mail. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { doc, unsubscriptions }: { doc: OpenApiDocument; unsubscriptions: UnsubscriptionRepository },
): void {
  app.post<{ Querystring: { email: string } }>(
    '/customer/email/unsubscribe',
    { schema: operationSchema(doc, 'post', '/customer/email/unsubscribe') },
    (request) => {
      unsubscriptions.record(request.query.email.trim().toLowerCase(), new Date().toISOString());
      return { unsubscribed: true };
    },
  );

  app.get('/policy', { schema: operationSchema(doc, 'get', '/policy') }, (request) =>
    policiesFor(originOf(request)),
  );
}
