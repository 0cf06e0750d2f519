import type { FastifyInstance } from 'fastify';
import type { FaultRegistry, FaultRequest } from './faults';
import type { LeadRepository } from '../lead/repository';
import { operationSchema, type OpenApiDocument } from '../platform/openapi';
import type { UnsubscriptionRepository } from '../customer/unsubscriptionRepository';

interface Deps {
  doc: OpenApiDocument;
  faults: FaultRegistry;
  leadRepository: LeadRepository;
  unsubscriptions: UnsubscriptionRepository;
}

const recentLeadsLimit = 100;

/** Controls for tests and demos: arm faults, and see exactly what the funnel sent. */
export function registerSandboxControls(app: FastifyInstance, deps: Deps): void {
  const { doc, faults, leadRepository, unsubscriptions } = deps;

  app.post<{ Body: FaultRequest }>(
    '/sandbox/faults',
    { schema: operationSchema(doc, 'post', '/sandbox/faults') },
    async (request, reply) => reply.code(201).send(faults.add(request.body)),
  );
  app.get('/sandbox/faults', { schema: operationSchema(doc, 'get', '/sandbox/faults') }, () => ({
    faults: faults.list(),
  }));
  app.delete(
    '/sandbox/faults',
    { schema: operationSchema(doc, 'delete', '/sandbox/faults') },
    async (_request, reply) => {
      faults.clear();
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/leads/:id',
    { schema: operationSchema(doc, 'get', '/sandbox/leads/{id}') },
    async (request, reply) =>
      leadRepository.findById(request.params.id) ??
      reply.code(404).send({ message: 'Lead not found' }),
  );
  app.get<{ Querystring: { sessionId?: string } }>(
    '/sandbox/leads',
    { schema: operationSchema(doc, 'get', '/sandbox/leads') },
    (request) => {
      const { sessionId } = request.query;
      return {
        leads: sessionId
          ? leadRepository.listBySession(sessionId)
          : leadRepository.listRecent(recentLeadsLimit),
      };
    },
  );

  app.get(
    '/sandbox/unsubscriptions',
    { schema: operationSchema(doc, 'get', '/sandbox/unsubscriptions') },
    () => ({ unsubscriptions: unsubscriptions.list() }),
  );
}
