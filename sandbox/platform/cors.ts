import type { FastifyInstance } from 'fastify';

/**
 * What a funnel on another origin may send: JSON bodies, the page's language, the applicant's
 * token, and the idempotency key of a create or a document upload (src/features/lead/api.ts).
 */
const ALLOWED_HEADERS = ['Content-Type', 'Accept-Language', 'Authorization', 'Idempotency-Key'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** How long a browser may reuse a preflight's answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The funnel origins of FUNNEL_ORIGINS (`https://apply.lender.example,https://…`). Each must be
 * an origin exactly as a browser sends it: a typo would otherwise lock that funnel out silently.
 */
export function parseFunnelOrigins(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    try {
      return new URL(entry).origin !== entry;
    } catch {
      return true;
    }
  });
  if (invalid.length > 0)
    throw new Error(
      `FUNNEL_ORIGINS must list origins like https://apply.example.com (scheme and host, ` +
        `no path or trailing slash); not: ${invalid.join(', ')}`,
    );
  return entries;
}

/**
 * CORS for the funnel served from another origin (docs/deploy.md): a listed origin gets its
 * preflights answered and `Access-Control-Allow-Origin` on every answer; any other origin gets no
 * CORS header at all, so its browser refuses to let its pages read the API. No credentials:
 * the funnel sends no cookies, and its token travels in `Authorization`.
 */
export function registerCors(app: FastifyInstance, funnelOrigins: readonly string[]): void {
  if (funnelOrigins.length === 0) return;
  const allowed = new Set(funnelOrigins);
  app.addHook('onRequest', async (request, reply) => {
    // The answer depends on the Origin: a cache must not give one origin's answer to another.
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    await reply
      .code(204)
      .header('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '))
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '))
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  });
}
