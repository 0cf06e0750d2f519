import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mountIndexHtml } from '../../build/mountBase';
import { compressedCopies } from '../../build/precompress';

/** The funnel's page as served: mounted at the server's base path, and compressed once. */
export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Why there is no page to serve: no build yet, or a build that cannot be mounted. */
export interface MissingIndexPage {
  problem: string;
}

/**
 * The built index.html with its `<base href>` set to basePath (build/mountBase.ts), so one build
 * serves under any path. Read again whenever the file changes (building while the server runs
 * needs no restart); the build's own .br and .gz copies carry the build's base path, so the
 * mounted page is compressed here.
 */
export function mountedIndexPage(
  distDir: string,
  basePath: string,
): () => IndexPage | MissingIndexPage {
  const file = join(distDir, 'index.html');
  let readAt = Number.NaN;
  let page: IndexPage | MissingIndexPage = { problem: '' };
  return () => {
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      readAt = Number.NaN;
      return { problem: `The funnel is not built yet (no ${file}).` };
    }
    if (modified !== readAt) {
      page = mount(readFileSync(file, 'utf8'), basePath);
      readAt = modified;
    }
    return page;
  };
}

function mount(built: string, basePath: string): IndexPage | MissingIndexPage {
  try {
    const html = mountIndexHtml(built, basePath);
    return { html, ...compressedCopies(Buffer.from(html)) };
  } catch (error) {
    return { problem: `The funnel's ${(error as Error).message}.` };
  }
}

export function isIndexPage(page: IndexPage | MissingIndexPage): page is IndexPage {
  return 'html' in page;
}

/** The content coding a request accepts, best first: br, gzip, or none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name = '']) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
