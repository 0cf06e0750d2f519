import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './openapi';

/** The contract the client's types follow, served by the server that validates against it. */
export function registerOpenApiRoute(app: FastifyInstance, doc: OpenApiDocument): void {
  app.get('/openapi.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(doc),
  );
}
