import type { FastifyInstance } from 'fastify';

/** Partners allowed to frame the funnel; localhost so the demo embed page works out of the box. */
export const defaultFrameAncestors = "'self' http://localhost:* http://127.0.0.1:*";

export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the brand styles set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    // A partner redirect may be a form POST to the partner's origin.
    "form-action 'self' http: https:",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string): void {
  const csp = contentSecurityPolicy(frameAncestors);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', csp);
    }
    return payload;
  });
}
