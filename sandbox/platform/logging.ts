import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  params?: unknown;
}

/**
 * No personal data in logs: query strings (e-mail on unsubscribe) and path parameters (e-mail,
 * postcode, company name) are replaced by the route pattern; only a lead id is kept, to trace a
 * lead through the log. The client IP is left out too.
 */
export function safeRequest(request: LoggedRequest): {
  method?: string;
  url?: string;
  leadId?: string;
} {
  const path = request.url?.split('?')[0];
  const route = request.routeOptions?.url;
  // Wildcard routes are static files: their path is the file name, useful and harmless.
  const url = route && !route.includes('*') ? route : path;
  const params = request.params;
  const leadId =
    route?.includes(':id') && typeof params === 'object' && params !== null && 'id' in params
      ? String(params.id)
      : undefined;
  return { method: request.method, url, ...(leadId ? { leadId } : {}) };
}

export function loggerOptions(
  enabled: boolean,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return { level: 'info', serializers: { req: safeRequest }, ...(stream ? { stream } : {}) };
}
