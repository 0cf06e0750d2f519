import type { FastifyInstance } from 'fastify';
import { fastifyPath } from './openapi';

/**
 * Calls of the specification (section 7) that the sandbox does not answer yet. Implementing one
 * means: describe it in openapi.json, add its route, and delete its line here.
 */
export const notImplementedPaths: readonly string[] = [];

/** An honest 501 beats a 404: the funnel's call is known, only its answer is missing. */
export function registerNotImplementedRoutes(
  app: FastifyInstance,
  paths: readonly string[] = notImplementedPaths,
): void {
  for (const path of paths) {
    app.all(fastifyPath(path), async (request, reply) =>
      reply.code(501).send({
        error: 'not_implemented',
        message: `${request.method} ${request.url.split('?')[0]} is not implemented in the sandbox yet`,
      }),
    );
  }
}
