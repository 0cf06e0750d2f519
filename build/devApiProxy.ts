import type { ProxyOptions } from 'vite';
import { escapeRegExp } from './escapeRegExp';

/** Set by `npm run dev` (scripts/dev.mjs): the origin of the sandbox lead API it started. */
export const DEV_API_TARGET_VARIABLE = 'DEV_API_TARGET';

/**
 * The dev server's proxy to the sandbox lead API: every path outside the funnel's base path
 * (`/v3/lead`, `/lead/…`, `/policy`, the sandbox's partner pages) goes to `target`, so the funnel
 * calls its API on its own origin, as it does under `npm start`, and the sandbox needs no CORS.
 * The Host header is kept, so links the sandbox writes lead back through the dev server.
 */
export function devApiProxy(
  basePath: string,
  target: string | undefined,
): Record<string, ProxyOptions> {
  if (!target) return {};
  if (!basePath) throw new Error('The dev proxy needs a base path to tell the funnel from the API');
  return { [`^/(?!${escapeRegExp(basePath.slice(1))}(?:/|$))`]: { target } };
}
