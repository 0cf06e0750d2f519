import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Partners allowed to frame the funnel; localhost so the demo embed page works out of the box. */
export const defaultFrameAncestors = "'self' http://localhost:* http://127.0.0.1:*";

export function contentSecurityPolicy(
  frameAncestors: string,
  inlineScriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    // The page's own inline scripts (the first paint's head script and the app loader,
    // build/firstScreenHtml.ts and build/appLoader.ts), by their hashes only.
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    // React and the brand styles set inline style attributes; the first paint inlines its styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    // Forms post only here; a partner redirect leaves by navigation, not by a form.
    "form-action 'self'",
  ].join('; ');
}

/** Powerful features the funnel never uses, switched off for it and anything it frames. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'bluetooth=()',
  'serial=()',
  'hid=()',
  'browsing-topics=()',
].join(', ');

/** The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  );
}

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
