import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseElement, mountIndexHtml } from './mountBase';
import { compressedCopies } from './precompress';

const BUILT_BASE = /<base href="([^"]*)\/">/;

/**
 * Mounts a build folder at another base path for a host that serves files as they are (a static
 * host or CDN): sets index.html's `<base href>` (build/mountBase.ts), remakes its compressed
 * copies, and moves the paths of `_headers` (build/deployHeaders.ts) under the new base. Nothing
 * else changes: the scripts' CSP hashes and every other file stay as built. Returns the base path
 * the folder was mounted at before.
 */
export function mountBuildDir(dir: string, basePath: string): string {
  const indexFile = path.join(dir, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const before = BUILT_BASE.exec(html)?.[1];
  if (before === undefined)
    throw new Error(`${indexFile} has no <base href> element: rebuild the funnel`);
  const mounted = mountIndexHtml(html, basePath);
  writeFileSync(indexFile, mounted);
  const copies = compressedCopies(Buffer.from(mounted));
  for (const [extension, copy] of [
    ['gz', copies.gzip],
    ['br', copies.br],
  ] as const) {
    if (existsSync(`${indexFile}.${extension}`)) writeFileSync(`${indexFile}.${extension}`, copy);
  }
  const headersFile = path.join(dir, '_headers');
  if (existsSync(headersFile)) {
    // A path pattern starts its line; the headers under it are indented.
    const headers = readFileSync(headersFile, 'utf8')
      .split('\n')
      .map((line) =>
        line.startsWith(`${before}/`) ? `${basePath}${line.slice(before.length)}` : line,
      )
      .join('\n');
    writeFileSync(headersFile, headers);
  }
  console.log(`${dir}: ${baseElement(before)} → ${baseElement(basePath)}`);
  return before;
}
