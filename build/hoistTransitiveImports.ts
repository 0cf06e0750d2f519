import path from 'node:path';
import type { Plugin } from 'vite';
import { staticImportsOf } from './staticImports';

/** A chunk as far as its loading goes: its file and the files it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
}

/**
 * For each chunk, the files it needs before it can run but does not import itself: the static
 * imports of its static imports, to any depth. Files the entry needs are left out: they are
 * loaded before any other chunk is asked for.
 */
export function transitiveImportsToHoist(chunks: readonly ChunkImports[]): Map<string, string[]> {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const closureOf = (fileName: string) => staticImportsOf(fileName, (file) => importsOf.get(file));
  const loadedFirst = new Set<string>();
  for (const chunk of chunks)
    if (chunk.isEntry) {
      loadedFirst.add(chunk.fileName);
      for (const file of closureOf(chunk.fileName)) loadedFirst.add(file);
    }
  const hoisted = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    const direct = new Set(chunk.imports);
    const missing = closureOf(chunk.fileName).filter(
      (file) => !direct.has(file) && !loadedFirst.has(file),
    );
    if (missing.length > 0) hoisted.set(chunk.fileName, missing);
  }
  return hoisted;
}

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\n?$/;

/** `code` with an import of each of `files` after everything it runs, before a source map comment. */
export function appendImports(code: string, fromFile: string, files: readonly string[]): string {
  const statements = files
    .map((file) => {
      const relative = path.posix.relative(path.posix.dirname(fromFile), file);
      return `import ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`;
    })
    .join('');
  const comment = SOURCE_MAP_COMMENT.exec(code)?.[0] ?? '';
  return `${code.slice(0, code.length - comment.length)}\n${statements}${comment}`;
}

/**
 * A lazy chunk names every file it needs, not only its own imports. The browser learns a
 * module's imports only when the module has arrived, so a screen whose code imports a form kit
 * that imports a summary that imports the phone library costs four round trips one after the
 * other (on the slow phone about 0.9 s between a continue and the next step); with every file
 * named in the screen's chunk they are all requested at once. The imports are added after the
 * chunk's own, so they run in the same order as before: by then each has run already. This is
 * what Rollup's `output.hoistTransitiveImports` does for entries; the bundler here (rolldown)
 * does not have it. Vite's module preload (vite.config.ts) now also requests a lazy chunk's files
 * with it, from the chunk that imports it; this keeps each chunk complete on its own.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      for (const [fileName, files] of transitiveImportsToHoist(chunks)) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.code = appendImports(chunk.code, fileName, files);
      }
    },
  };
}
