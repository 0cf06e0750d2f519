/**
 * Where the page is mounted: the path of its `<base href>`, which the server that serves
 * index.html sets (build/mountBase.ts, docs/deploy.md), so one build serves under any path. Read
 * once at start-up. Without a document (the build's first-paint render in Node) or the element,
 * the build's own base path.
 */
export function mountedBasePath(doc: Document | undefined, buildBasePath: string): string {
  return doc?.querySelector('base[href]')
    ? new URL(doc.baseURI).pathname.replace(/\/+$/, '')
    : buildBasePath;
}
