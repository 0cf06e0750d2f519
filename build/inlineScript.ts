import path from 'node:path';
import { build, minifySync, type Plugin, type Rolldown } from 'vite';

/**
 * An inline script of index.html as the page ships it: minified (short names, no spaces or
 * comments), which takes about a seventh off its gzip size. Tests run and measure this text, and
 * the CSP allows it by the hash of what the page holds (build/responseHeaders.ts). A script the
 * minifier cannot parse stops the build.
 */
export function inlineScript(source: string): string {
  const { code, errors } = minifySync('inline-script.js', source);
  if (errors.length > 0)
    throw new Error(`An inline script does not parse: ${errors.map(String).join('; ')}`);
  return code.trim();
}

/** The bundle's entry, a module of its own (lib mode resolves the entry's name from the root). */
const ENTRY_NAME = 'inline-script-entry';
const ENTRY_ID = `\0${ENTRY_NAME}`;

/** The bundle's entry: runs the module's default export, given the page's window. */
function runDefaultExport(file: string): Plugin {
  return {
    name: 'inline-script-entry',
    resolveId: (id) => (path.basename(id) === ENTRY_NAME ? ENTRY_ID : null),
    load: (id) =>
      id === ENTRY_ID ? `import run from ${JSON.stringify(file)};\nrun(window);\n` : null,
  };
}

/** Stands in for a module loaded on demand: an inline script is one function, it loads no chunk. */
const UNAVAILABLE_ID = '\0inline-script-unavailable';

/**
 * Only the repository's own modules go into an inline script, and only those it imports
 * statically: a package (React, Redux…) or a virtual module of the app is left out, a module
 * loaded on demand stands in as an empty one, and a script that would still need either stops
 * the build.
 */
function ownModulesOnly(): Plugin {
  return {
    name: 'inline-script-own-modules',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (path.basename(id) === ENTRY_NAME) return null;
      if (options.kind === 'dynamic-import') return UNAVAILABLE_ID;
      return id.startsWith('.') || path.isAbsolute(id) ? null : { id, external: true };
    },
    load: (id) => (id === UNAVAILABLE_ID ? 'export {};' : null),
  };
}

/**
 * Bundles one of the page's inline scripts from its typed module (`moduleId`, by path from the
 * repository's root, as src/features/firstPaint's INLINE_SCRIPT_MODULES names it) into one
 * function that runs at once, then minifies it. Tree-shaking keeps only what the script uses of
 * the features it imports through their indexes (package.json's `sideEffects`).
 */
export async function bundleInlineScript(rootDir: string, moduleId: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: rootDir,
    mode: 'production',
    logLevel: 'silent',
    publicDir: false,
    plugins: [ownModulesOnly(), runDefaultExport(path.resolve(rootDir, moduleId))],
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      modulePreload: false,
      lib: { entry: ENTRY_NAME, formats: ['iife'], name: 'inlineScript' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap(({ output }) => output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error(`Bundling ${moduleId} gave no script`);
  const packages = [
    ...chunk.imports,
    ...(chunk.moduleIds.includes(UNAVAILABLE_ID) ? ['a module loaded on demand'] : []),
  ];
  if (packages.length > 0)
    throw new Error(
      `The inline script ${moduleId} needs ${packages.join(', ')}: an inline script may use only the repository's own modules`,
    );
  return inlineScript(chunk.code);
}
