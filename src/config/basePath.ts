/**
 * Where the page is mounted: the path of its `<base href>`, which the server that serves
 * index.html sets (build/mountBase.ts, docs/deploy.md), so one build serves under any path. Read
 * once at start-up. Without a document (the build's first-paint render in Node) or a usable
 * element, the build's own base path.
 */
export function mountedBasePath(doc: Document | undefined, buildBasePath: string): string {
  const href = doc?.querySelector('base[href]')?.getAttribute('href');
  if (!doc || href === undefined || href === null) return buildBasePath;
  const base = new URL(href, doc.location.href);
  // The CSP's base-uri allows only the page's own origin; anything else is a misconfigured server.
  if (base.origin !== doc.location.origin) {
    console.error(`Ignoring <base href="${href}"> on another origin; using ${buildBasePath}`);
    return buildBasePath;
  }
  return base.pathname.replace(/\/+$/, '');
}
