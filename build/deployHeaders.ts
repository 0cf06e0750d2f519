import {
  contentSecurityPolicy,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  type CspSources,
} from './responseHeaders';

/** What a build's CSP allows beyond its own inline scripts: it is recorded with the build. */
export interface PolicySources {
  /** CSP frame-ancestors: the partner sites allowed to embed this build. */
  frameAncestors: string;
  /** The other origins its scripts reach (build/calledOrigins.ts). */
  calls: CspSources;
}

/** A response header: name and value. */
export type Header = readonly [string, string];

const HSTS = 'max-age=63072000; includeSubDomains';
/** index.html, locales and anything else whose name stays when its content changes. */
export const REVALIDATE = 'no-cache';
/** assets/: Vite puts a content hash in every file name there. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every header but caching, for every answer of the build whose page is `html`. */
export function securityHeaders(html: string, sources: PolicySources): Header[] {
  return [
    [
      'Content-Security-Policy',
      contentSecurityPolicy(sources.frameAncestors, inlineScriptHashes(html), sources.calls),
    ],
    ['Strict-Transport-Security', HSTS],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
}

/**
 * `_headers`, the format Netlify, Cloudflare Pages and other static hosts read, for a build
 * mounted at `basePath` (`''` for the site's root) sending `security` on every path.
 */
export function headersFile(basePath: string, security: readonly Header[]): string {
  const block = (pattern: string, headers: readonly Header[]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      block(`${basePath}/*`, security),
      block(`${basePath}/assets/*`, [['Cache-Control', IMMUTABLE]]),
      block(`${basePath}/`, [['Cache-Control', REVALIDATE]]),
      block(`${basePath}/index.html`, [['Cache-Control', REVALIDATE]]),
      block(`${basePath}/locales/*`, [['Cache-Control', REVALIDATE]]),
    ].join('\n\n') + '\n'
  );
}
