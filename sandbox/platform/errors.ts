import type { FastifyError, FastifyInstance } from 'fastify';

interface FieldError {
  location: string;
  field: string;
  message: string;
  keyword: string;
}

/**
 * One error shape for every answer (`{ message, error?, errors? }`), so the client has one thing
 * to read; a 400 lists each field with a dotted path it can map to a form field.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const location = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.map((issue) => ({
        location,
        field: fieldOf(issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
        keyword: issue.keyword,
      }));
      return reply.code(400).send({ message: error.message, error: 'validation_failed', errors });
    }
    const status = error.statusCode ?? 500;
    // Typed as always present, but errors thrown by plain code (not Fastify) have no code.
    const { code } = error as Partial<FastifyError>;
    if (status < 500) {
      return reply.code(status).send({ message: error.message, error: code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(status).send({ message: 'Internal server error', error: 'internal' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `${request.method} ${request.url.split('?')[0]} does not exist`,
      error: 'not_found',
    }),
  );
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const parts = instancePath.split('/').filter(Boolean);
  const named = params['missingProperty'] ?? params['additionalProperty'];
  if (typeof named === 'string') parts.push(named);
  return parts.join('.');
}
