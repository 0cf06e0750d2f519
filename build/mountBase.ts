import type { Plugin } from 'vite';

/**
 * Where a funnel is mounted (specification section 2): `/application-frontend` unless the build
 * (VITE_BASE_PATH) or the server that serves it (BASE_PATH, docs/deploy.md) says otherwise.
 *
 * A build resolves every address the browser fetches (assets, preloads, the app loader's scripts,
 * locales, the favicon) against one `<base href>` element in its index.html, and its chunks
 * import each other relative to their own URLs. Mounting a build elsewhere is then one change to
 * that element, made when index.html is served (`mountIndexHtml`): the inline scripts stay as
 * built, and so do their CSP hashes.
 */
export const DEFAULT_BASE_PATH = '/application-frontend';

/** Path segments of URL-safe characters, no dot segments: nothing to escape in HTML or a header. */
const BASE_PATH_PATTERN = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)*$/;

/**
 * A base path as the funnel uses it: a leading slash, no trailing one (`/apply`), `''` for the
 * site's root. Anything else is refused with a message naming what is wrong.
 */
export function normaliseBasePath(raw: string, name = 'BASE_PATH'): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (!BASE_PATH_PATTERN.test(trimmed))
    throw new Error(
      `${name} must be a path such as /apply (segments of letters, digits, ".", "_", "~" or "-"), got "${raw}"`,
    );
  return trimmed;
}

const BASE_ELEMENT = /<base href="[^"]*">/;

/** The element a page mounted at `basePath` carries. */
export function baseElement(basePath: string): string {
  return `<base href="${basePath}/">`;
}

/**
 * The built index.html mounted at `basePath`: its `<base href>` points there. A page without the
 * element was built before mounts were possible and would fetch its assets from its build's path.
 */
export function mountIndexHtml(html: string, basePath: string): string {
  if (!BASE_ELEMENT.test(html))
    throw new Error('index.html has no <base href> element: rebuild the funnel');
  return html.replace(BASE_ELEMENT, baseElement(basePath));
}

/** The address of a build's file in index.html, resolved against its `<base href>`. */
export const builtFileHref = (fileName: string): string => `./${fileName}`;

/** Puts the `<base href>` of the build's own base path first in the head, in dev and build. */
export function mountBase(basePath: string): Plugin {
  return {
    name: 'mount-base',
    transformIndexHtml: () => [
      { tag: 'base', attrs: { href: `${basePath}/` }, injectTo: 'head-prepend' },
    ],
  };
}
