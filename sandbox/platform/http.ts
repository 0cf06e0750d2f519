import type { FastifyRequest } from 'fastify';
import type { JsonObject } from './json';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured scheme and host of this server's links (ServerOptions.publicOrigin). */
    publicOrigin: string;
  }
}

/**
 * Where links in answers point back to this server: the configured origin, never the request's
 * Host header (a forged Host would otherwise put an attacker's address into a redirect).
 */
export function originOf(request: FastifyRequest): string {
  return request.server.publicOrigin;
}

/** A 400 about one field, in the shape of the schema's own errors (platform/errors.ts). */
export function fieldError(field: string, message: string, keyword: string) {
  return {
    message: `body/${field.replaceAll('.', '/')} ${message}`,
    error: 'validation_failed',
    errors: [{ location: 'body', field, message, keyword }],
  };
}

/** A section (`contactDetails`, `otherDetails`…) of a body, or an empty one. */
export function sectionOf(body: JsonObject, name: string): JsonObject {
  const value = body[name];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
