import path from 'node:path';
import type { Rolldown } from 'vite';
import { brandFiles, resolvedVirtualId, SHARED_APPLICATION_PAGE } from './brandPlugin';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FirstPaintMarkup } from '../src/prerender/firstPaintMarkup';
import firstScreen from './firstScreen.json';
import { staticImportsOf } from './staticImports';

export interface FirstScreenFiles {
  /** Absolute paths of the modules the first screen renders with, besides the entry. */
  modules: string[];
  /** Absolute paths of the stylesheets it needs. */
  styles: string[];
  /** By the brand's first page, absolute paths of the modules whose stylesheets its picture needs. */
  pageStyles: Readonly<Record<string, string[]>>;
  /**
   * By the brand's first page (`always` for every page), the modules the app requests before its
   * first render: absolute paths, or a virtual module's resolved id.
   */
  startup: Readonly<Record<string, string[]>>;
  /**
   * By the brand's first page, what the screen after it needs: the picture requests these when
   * its continue is pressed (absolute paths, or a virtual module's resolved id).
   */
  continue: Readonly<Record<string, string[]>>;
}

/** The file beside a build's manifest that names what its first screen loads. */
export const FIRST_SCREEN_KEYS_FILE = 'first-screen.json';

const slashed = (file: string) => file.replaceAll('\\', '/');

export function firstScreenFiles(
  rootDir: string,
  country: string,
  brand: string,
): FirstScreenFiles {
  const files = brandFiles({ country, brand }, path.join(rootDir, 'src'));
  // An unregistered pair builds nothing but the bootstrap's message: its paths match no module.
  const placeholders: Record<string, string> = {
    '{applicationPage}': files.applicationPage?.file ?? SHARED_APPLICATION_PAGE,
    '{lookDir}': files.lookDir ?? 'src/brands/looks/none',
    '{countryDir}': `src/brands/${country}`,
  };
  const resolve = (file: string) =>
    path
      .resolve(
        rootDir,
        file.replace(/\{\w+\}/g, (placeholder) => placeholders[placeholder] ?? placeholder),
      )
      .replaceAll('\\', '/');
  // A virtual module is known in the bundle by the id its plugin resolves it to.
  const resolveModule = (file: string) =>
    file.startsWith('virtual:') ? resolvedVirtualId(file) : resolve(file);
  return {
    modules: firstScreen.modules.map(resolve),
    styles: firstScreen.styles.map(resolve),
    // The first page's own: named by its feature (withFeatureModules).
    pageStyles: {},
    startup: byPage(firstScreen.startup, resolveModule),
    continue: byPage(firstScreen.continue, resolveModule),
  };
}

const byPage = (
  lists: Readonly<Record<string, readonly string[]>>,
  resolve: (file: string) => string,
): Record<string, string[]> =>
  Object.fromEntries(Object.entries(lists).map(([page, files]) => [page, files.map(resolve)]));

/**
 * The first screen's files with the modules its features name, as the renderer hands them over
 * (src/prerender/renderFirstScreen.tsx): the first screen's own with the rest, and the first
 * page's styles and startup modules before build/firstScreen.json's, in the order the app asks.
 */
export function withFeatureModules(
  files: FirstScreenFiles,
  { firstPage, firstScreen: named }: Pick<FirstPaintMarkup, 'firstPage' | 'firstScreen'>,
  rootDir: string,
): FirstScreenFiles {
  const resolve = (file: string) => slashed(path.resolve(rootDir, file));
  return {
    ...files,
    modules: [...files.modules, ...named.modules.map(resolve)],
    pageStyles: { ...files.pageStyles, [firstPage]: named.pageStyles.map(resolve) },
    startup: {
      ...files.startup,
      [firstPage]: [...named.startup.map(resolve), ...(files.startup[firstPage] ?? [])],
    },
    // Only where the feature names the next screen: without it there is nothing to request.
    continue: {
      ...files.continue,
      [firstPage]:
        named.continueModules.length > 0
          ? [...named.continueModules.map(resolve), ...(files.continue[firstPage] ?? [])]
          : [],
    },
  };
}

/** The modules the app requests before its first render on `firstPage`, in the order it asks. */
export function startupModulesOf(files: FirstScreenFiles, firstPage: string | undefined): string[] {
  return [...(files.startup.always ?? []), ...(files.startup[firstPage ?? ''] ?? [])];
}

/** What the screen after `firstPage` needs, requested when the picture's continue is pressed. */
export function continueModulesOf(
  files: FirstScreenFiles,
  firstPage: string | undefined,
): string[] {
  return files.continue[firstPage ?? ''] ?? [];
}

/** A module's key as the manifest names it: its path from the root, or a virtual module's id. */
const manifestKey = (id: string, rootDir: string) =>
  id.startsWith('\0') ? id.slice(1) : slashed(path.relative(rootDir, id));

/**
 * Writes what one build's first screen loads, by manifest key, beside its manifest
 * (`.vite/first-screen.json`): the modules and styles, and the startup modules of its first page.
 * scripts/budget.mjs weighs the critical path from it.
 */
export function writeFirstScreenKeys(
  outDir: string,
  files: FirstScreenFiles,
  firstPage: string,
  rootDir: string,
  startupChunks: readonly string[],
): void {
  const keys = (ids: readonly string[]) => ids.map((id) => manifestKey(id, rootDir));
  const manifestDir = path.join(outDir, '.vite');
  mkdirSync(manifestDir, { recursive: true });
  writeFileSync(
    path.join(manifestDir, FIRST_SCREEN_KEYS_FILE),
    `${JSON.stringify(
      {
        modules: keys(files.modules),
        styles: keys(files.styles),
        startup: keys(startupModulesOf(files, firstPage)),
        startupChunks,
      },
      null,
      2,
    )}\n`,
  );
}

/** A stylesheet of the build: its file in the bundle and its text. */
export interface BuiltStylesheet {
  fileName: string;
  text: string;
}

/** What the first screen loads from one build, by the files' names in the bundle. */
export interface FirstScreenAssets {
  /** The entry chunk, which starts the app. */
  entry: string;
  /**
   * The chunks to request together with the entry, so none waits for the entry to arrive first:
   * its static imports (the bundler's runtime helpers are one) and each chunk that holds a
   * first-screen module.
   */
  chunks: string[];
  /**
   * The chunks the app requests before its first render on this first page (`startup` in
   * build/firstScreen.json) with their static imports, none of `chunks`: requested right after
   * the entry, so they download while it does instead of once it has run.
   */
  startupChunks: string[];
  /**
   * The chunks the screen after the first needs (`continue`) with their static imports, none
   * requested before: the picture requests them when its continue is pressed.
   */
  continueChunks: string[];
  /** The entry's stylesheets (its own and its static imports'), in the order Vite links them. */
  entryStylesheets: BuiltStylesheet[];
  /** The brand look's stylesheets, which the app imports at startup (loadProductStyles). */
  lookStylesheets: BuiltStylesheet[];
  /**
   * The first page's own stylesheets, where its screen is a chunk of its own (the dynamic form's
   * first page): the app loads them with that chunk, the picture needs them in the page.
   */
  pageStylesheets: BuiltStylesheet[];
}

type BundleChunk = Pick<
  Rolldown.OutputChunk,
  'type' | 'fileName' | 'isEntry' | 'imports' | 'moduleIds'
> & {
  /** Vite's record of the stylesheets the chunk's modules import. */
  viteMetadata?: { importedCss: ReadonlySet<string> };
};
type BundleAsset = Pick<Rolldown.OutputAsset, 'type' | 'fileName' | 'originalFileNames' | 'source'>;
/** The parts of a build's bundle that `firstScreenAssets` reads. */
export type FirstScreenBundle = Readonly<Record<string, BundleChunk | BundleAsset>>;

const moduleFile = (id: string) => slashed(id).split('?')[0] ?? id;

/** The chunks `chunk` imports statically, directly or not, each after the ones it imports. */
function staticChunksOf(chunk: BundleChunk, bundle: FirstScreenBundle): BundleChunk[] {
  const chunkAt = (fileName: string) => {
    const output = bundle[fileName];
    return output?.type === 'chunk' ? output : undefined;
  };
  return staticImportsOf(chunk.fileName, (fileName) => chunkAt(fileName)?.imports).flatMap(
    (fileName) => chunkAt(fileName) ?? [],
  );
}

/**
 * Works out from a build's bundle what its first screen loads: the entry, the chunks to request
 * with it and the stylesheets the picture paints with. Read from the bundle, not from index.html,
 * so nothing depends on which tags another plugin wrote first.
 */
export function firstScreenAssets(
  bundle: FirstScreenBundle,
  files: FirstScreenFiles,
  rootDir: string,
  firstPage?: string,
): FirstScreenAssets {
  const outputs = Object.values(bundle);
  const chunks = outputs.filter((output): output is BundleChunk => output.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const [entry] = entries;
  if (entry === undefined || entries.length > 1)
    throw new Error(
      `The first screen needs one entry chunk; the bundle has ${String(entries.length)}`,
    );
  const entryImports = staticChunksOf(entry, bundle);
  const holding = (modules: readonly string[]) =>
    chunks.filter(
      (chunk) =>
        chunk !== entry &&
        !entryImports.includes(chunk) &&
        chunk.moduleIds.some((id) => modules.includes(moduleFile(id))),
    );
  const firstScreenChunks = holding(files.modules);
  const requestedBefore = new Set([entry, ...entryImports, ...firstScreenChunks]);
  // A module the entry holds (or no chunk does) is never requested on its own: the list is out
  // of date. In the order the app asks for them, each after its imports.
  const requested = (modules: readonly string[], list: string) => {
    const unheld = modules.filter((module) => holding([module]).length === 0);
    if (unheld.length > 0)
      throw new Error(
        `${list} modules in no chunk of their own (the entry holds them, or nothing does): ${unheld.join(', ')}. Update ${list.toLowerCase()} in build/firstScreen.json or the feature naming them.`,
      );
    return modules
      .flatMap((module) => holding([module]))
      .flatMap((chunk) => [...staticChunksOf(chunk, bundle), chunk]);
  };
  const startupChunks = new Set(
    requested(startupModulesOf(files, firstPage), 'Startup').filter(
      (chunk) => !requestedBefore.has(chunk),
    ),
  );
  const continueChunks = new Set(
    requested(continueModulesOf(files, firstPage), 'Continue').filter(
      (chunk) => !requestedBefore.has(chunk) && !startupChunks.has(chunk),
    ),
  );

  const stylesheet = (fileName: string): BuiltStylesheet => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`No stylesheet ${fileName} in the bundle`);
    const { source } = asset;
    return {
      fileName,
      text: typeof source === 'string' ? source : new TextDecoder().decode(source),
    };
  };
  // As Vite links them (its getCssFilesForChunk): each import's styles before its importer's.
  const entryCss = new Set(
    [...entryImports, entry].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  // A stylesheet imported on its own is an asset named after its source file.
  const lookCss = outputs.filter(
    (output) =>
      output.type === 'asset' &&
      output.fileName.endsWith('.css') &&
      !entryCss.has(output.fileName) &&
      output.originalFileNames.some((name) =>
        files.styles.includes(slashed(path.resolve(rootDir, name))),
      ),
  );

  const pageCss = new Set(
    holding(files.pageStyles[firstPage ?? ''] ?? [])
      .flatMap((chunk) => [...staticChunksOf(chunk, bundle), chunk])
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
      .filter((fileName) => !entryCss.has(fileName)),
  );

  return {
    entry: entry.fileName,
    chunks: [...entryImports, ...firstScreenChunks].map((chunk) => chunk.fileName),
    startupChunks: [...startupChunks].map((chunk) => chunk.fileName),
    continueChunks: [...continueChunks].map((chunk) => chunk.fileName),
    entryStylesheets: [...entryCss].map(stylesheet),
    lookStylesheets: lookCss.map((asset) => stylesheet(asset.fileName)),
    pageStylesheets: [...pageCss].map(stylesheet),
  };
}
