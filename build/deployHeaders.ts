import { contentSecurityPolicy, inlineScriptHashes, PERMISSIONS_POLICY } from './responseHeaders';

export interface DeployHeaderOptions {
  /** Where the funnel is served, e.g. `/application-frontend`. */
  basePath: string;
  /** The build's VITE_API_BASE_URL: an absolute URL on another origin joins connect-src. */
  apiBaseUrl: string | undefined;
  /** CSP frame-ancestors: the partner sites allowed to embed this build. */
  frameAncestors: string;
}

const HSTS = 'max-age=63072000; includeSubDomains';
/** index.html, locales and anything else whose name stays when its content changes. */
export const REVALIDATE = 'no-cache';
/** assets/: Vite puts a content hash in every file name there. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The API's origin when it is not the funnel's own; none for a same-origin (relative) base. */
function apiOrigins(apiBaseUrl: string | undefined): string[] {
  if (!apiBaseUrl || !/^https?:\/\//.test(apiBaseUrl)) return [];
  return [new URL(apiBaseUrl).origin];
}

/** Every header but caching, for every answer of the build. */
export function securityHeaders(html: string, options: DeployHeaderOptions): [string, string][] {
  return [
    [
      'Content-Security-Policy',
      contentSecurityPolicy(
        options.frameAncestors,
        inlineScriptHashes(html),
        apiOrigins(options.apiBaseUrl),
      ),
    ],
    ['Strict-Transport-Security', HSTS],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
}

/** `_headers`, the format Netlify, Cloudflare Pages and other static hosts read. */
export function headersFile(html: string, options: DeployHeaderOptions): string {
  const base = options.basePath.replace(/\/+$/, '');
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      block(`${base}/*`, securityHeaders(html, options)),
      block(`${base}/assets/*`, [['Cache-Control', IMMUTABLE]]),
      block(`${base}/`, [['Cache-Control', REVALIDATE]]),
      block(`${base}/index.html`, [['Cache-Control', REVALIDATE]]),
      block(`${base}/locales/*`, [['Cache-Control', REVALIDATE]]),
    ].join('\n\n') + '\n'
  );
}
