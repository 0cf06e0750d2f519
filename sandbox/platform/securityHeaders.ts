import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
} from '../../build/responseHeaders';

/** Partners allowed to frame the funnel; localhost so the demo embed page works out of the box. */
export const defaultFrameAncestors = "'self' http://localhost:* http://127.0.0.1:*";

/**
 * The inline-script hashes of the funnel's index.html, read again whenever the file changes (the
 * funnel may be rebuilt while the server runs); none while there is no build.
 */
export function indexHtmlScriptHashes(indexPath: string): () => readonly string[] {
  let readAt = Number.NaN;
  let hashes: readonly string[] = [];
  return () => {
    try {
      const modified = statSync(indexPath).mtimeMs;
      if (modified !== readAt) {
        hashes = inlineScriptHashes(readFileSync(indexPath, 'utf8'));
        readAt = modified;
      }
    } catch {
      hashes = [];
      readAt = Number.NaN;
    }
    return hashes;
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string,
  scriptHashes: () => readonly string[] = () => [],
): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = reply.getHeader('content-type');
    // API answers carry personal data (a lead, its offers, a customer's consents): no cache, no
    // proxy and no back/forward store may keep them. Files set their own caching.
    if (
      typeof type === 'string' &&
      type.startsWith('application/json') &&
      !reply.hasHeader('cache-control')
    )
      reply.header('Cache-Control', 'no-store');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(frameAncestors, scriptHashes()),
      );
    }
    return payload;
  });
}
