import { createHash } from 'node:crypto';

/**
 * The response headers the funnel needs, in one place: the sandbox sends them
 * (sandbox/platform/securityHeaders.ts) and every build writes them for a static host
 * (build/deployHeaders.ts).
 */

/**
 * The other origins a build's scripts reach, by how they reach them (build/calledOrigins.ts
 * derives them from what the build calls): scripts they load, requests they make, images.
 */
export interface CspSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/** A build that reaches nothing beyond its own origin. */
export const OWN_ORIGIN_ONLY: CspSources = { script: [], connect: [], img: [] };

export function contentSecurityPolicy(
  frameAncestors: string,
  inlineScriptHashes: readonly string[] = [],
  sources: CspSources = OWN_ORIGIN_ONLY,
): string {
  return [
    "default-src 'self'",
    // The page's own inline scripts (the first paint's head script, the early-input script and
    // the app loader, written by build/firstScreenHtml.ts), by their hashes only, and the
    // trackers the build loads after consent.
    ["script-src 'self'", ...inlineScriptHashes, ...sources.script].join(' '),
    // React and the brand styles set inline style attributes; the first paint inlines its styles.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...sources.img].join(' '),
    // The lead API where it has an origin of its own, and the trackers' collection endpoints.
    ["connect-src 'self'", ...sources.connect].join(' '),
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    // Forms post only here; a partner redirect leaves by navigation, not by a form.
    "form-action 'self'",
  ].join('; ');
}

/**
 * Powerful features the funnel never uses, switched off for it and anything it frames. Only
 * features browsers recognise: Chromium warns on every page about one it does not know, as it did
 * about `bluetooth` (tests/e2e/permissionsPolicy.spec.ts).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'browsing-topics=()',
].join(', ');

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of an HTML page: every
 * `<script>` without a `src`, whatever its other attributes (the head script, the early-input
 * script and the app loader today).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  );
}
