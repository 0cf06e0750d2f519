import { leadTrace, redactedPath, redactLogRecord } from './logRedaction';
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  params?: unknown;
}

/**
 * No personal data or credential in logs: query strings (e-mail on unsubscribe) and path
 * parameters (e-mail, postcode, company name, continue token) are replaced by the route pattern; a
 * lead id only as its trace (logRedaction.ts). A path no pattern stands for (a page or file of the
 * funnel, an unknown path) shows only its harmless segments (redactedPath). The client IP is left
 * out too.
 */
export function safeRequest(request: LoggedRequest): {
  method?: string;
  url?: string;
  lead?: string;
} {
  const path = request.url?.split('?')[0];
  const route = request.routeOptions?.url;
  // A wildcard route serves the funnel's files and pages: the page's path can hold a continue token.
  const url = route && !route.includes('*') ? route : path && redactedPath(path);
  const params = request.params;
  const leadId =
    route?.includes(':id') && typeof params === 'object' && params !== null && 'id' in params
      ? String(params.id)
      : undefined;
  return { method: request.method, url, ...(leadId ? { lead: leadTrace(leadId) } : {}) };
}

export function loggerOptions(
  enabled: boolean,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    serializers: { req: safeRequest },
    formatters: { log: redactLogRecord },
    ...(stream ? { stream } : {}),
  };
}
