import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite';
import { withCompileHints } from './compileHints';
import { escapeRegExp } from './escapeRegExp';
import {
  type BuiltStylesheet,
  type FirstScreenAssets,
  type FirstScreenFiles,
  firstScreenAssets,
  startupModulesOf,
  withFeatureModules,
  writeFirstScreenKeys,
} from './firstScreen';
import { bundleInlineScript } from './inlineScript';
import { builtFileHref } from './mountBase';
import {
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_END_ID,
  FIRST_PAINT_SPINNER_CLASS,
  INLINE_SCRIPT_MODULES,
  type FirstPaintData,
} from '../src/features/firstPaint';
import type { FirstPaintMarkup } from '../src/prerender/firstPaintMarkup';

const RENDERER = '/src/prerender/renderFirstScreen.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

const EMPTY_TITLE = '<title></title>';
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Names the page before the app does: the brand's title, so a tab, a bookmark or a screen reader
 * never meets an empty one while the app loads (the app puts the step in front of it). In a
 * partner's frame the head script takes it away again (src/features/firstPaint/headScript.ts).
 */
export function writePageTitle(html: string, title: string): string {
  if (!html.includes(EMPTY_TITLE)) throw new Error(`index.html has no ${EMPTY_TITLE} to fill`);
  const text = title.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replace(EMPTY_TITLE, () => `<title>${text}</title>`);
}

/**
 * Puts the page and the spinner into the empty root and the banner after it. Nothing of the
 * picture is inert or hidden from screen readers: the head script makes it answer from its first
 * paint, and shows it only where it does (src/features/firstPaint, styles/base.css); it makes
 * inert what no behaviour answers. The banner's wrapper, last, carries the id the head script
 * holds the page's rendering for; it also takes the taps over the banner's area, which must not
 * reach the page beneath it while the app's own banner is still on its way.
 */
export function injectFirstPaint(
  html: string,
  markup: Pick<FirstPaintMarkup, 'page' | 'consentBanner' | 'spinner'>,
): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  return html.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root"><div class="${FIRST_PAINT_CLASS}">${markup.page}</div>` +
      `<div class="${FIRST_PAINT_SPINNER_CLASS}">${markup.spinner}</div></div>` +
      `<div class="${FIRST_PAINT_CLASS} ${FIRST_PAINT_BANNER_CLASS}" id="${FIRST_PAINT_END_ID}">` +
      `${markup.consentBanner}</div>`,
  );
}

/**
 * Takes out the tags Vite wrote for the entry: its `<script>` and a link for each of its
 * stylesheets. Vite writes them into every HTML entry and has no option not to
 * (build.modulePreload: false only keeps it from writing preloads), but the page must not run
 * the entry before the picture has painted (the app loader runs it; the page requests it at the
 * end of the body, `requestedWhileParsing`), and the styles are written into the page. Each tag is found by its file's address; one Vite did not
 * write stops the build, since the page would otherwise request it twice.
 */
export function withoutEntryTags(html: string, hrefs: readonly string[]): string {
  return hrefs.reduce((page, href) => {
    const tag = new RegExp(
      String.raw`\s*<(?:script|link)\b[^>]*\s(?:src|href)="${escapeRegExp(href)}"[^>]*>(?:</script>)?`,
    );
    if (!tag.test(page)) throw new Error(`index.html has no tag for ${href} to take out`);
    return page.replace(tag, '');
  }, html);
}

/**
 * Writes the first screen's stylesheets into the page, in their order, so the picture paints with
 * the HTML alone (a stylesheet link holds every paint until it has loaded). Each keeps a disabled
 * link as a marker: code imports these sheets again later (the brand's through
 * `loadProductStyles`, the entry's through every lazy chunk that shares a style with it), and
 * Vite's loader adds a sheet only when no stylesheet link has its address. Without the marker the
 * entry's base styles came back after the brand's look on continue links and later screens, and
 * their default colours won. A disabled sheet is never applied and holds no paint (a browser may
 * fetch it at low priority, or not at all: Chromium 156 does not).
 */
export function inlineStylesheets(stylesheets: readonly BuiltStylesheet[]): HtmlTagDescriptor[] {
  return stylesheets.flatMap(({ fileName, text }): HtmlTagDescriptor[] => [
    { tag: 'style', children: text, injectTo: 'head' },
    {
      tag: 'link',
      attrs: {
        rel: 'stylesheet',
        crossorigin: true,
        href: builtFileHref(fileName),
        disabled: true,
      },
      injectTo: 'head',
    },
  ]);
}

/** The page's data for its inline scripts, as JSON: `<` escaped, so no text can close the element. */
export function firstPaintDataTag(data: FirstPaintData): HtmlTagDescriptor {
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: FIRST_PAINT_DATA_ID },
    children: JSON.stringify(data).replaceAll('<', '\\u003c'),
    injectTo: 'head',
  };
}

/**
 * The entry and what it imports, requested by the page itself while it parses and run by the app
 * loader once the picture has painted. At the end of the body, so the HTML is all in before they
 * share the line with it (the browser's preload scanner finds them as soon as their bytes arrive,
 * long before the parser reaches them on a slow phone); at low priority, since the picture needs
 * none of them. A module preload fetches and compiles, and runs nothing.
 */
export function requestedWhileParsing(files: readonly string[]): HtmlTagDescriptor[] {
  return files.map((file) => ({
    tag: 'link',
    attrs: {
      rel: 'modulepreload',
      crossorigin: true,
      fetchpriority: 'low',
      href: builtFileHref(file),
    },
    injectTo: 'body',
  }));
}

/** The page's inline scripts, bundled from their typed modules (src/features/firstPaint). */
export interface InlineScripts {
  head: string;
  appLoader: string;
}

export async function bundleInlineScripts(rootDir: string): Promise<InlineScripts> {
  const [head, appLoader] = await Promise.all([
    bundleInlineScript(rootDir, INLINE_SCRIPT_MODULES.head),
    bundleInlineScript(rootDir, INLINE_SCRIPT_MODULES.appLoader),
  ]);
  return { head, appLoader };
}

/**
 * The page as it ships, written once from the index.html Vite wrote, the first screen's assets
 * (build/firstScreen.ts) and its markup: the picture in the root, the brand's title, the styles
 * inline, the data the inline scripts read, the head script, the app's scripts requested at the
 * end of the body, and the app loader.
 */
export function firstScreenPage(
  html: string,
  assets: FirstScreenAssets,
  markup: FirstPaintMarkup,
  scripts: InlineScripts,
): { html: string; tags: HtmlTagDescriptor[] } {
  const viteWrote = [assets.entry, ...assets.entryStylesheets.map(({ fileName }) => fileName)];
  const page = injectFirstPaint(withoutEntryTags(html, viteWrote.map(builtFileHref)), markup);
  const app = {
    entry: builtFileHref(assets.entry),
    startupPreloads: assets.startupChunks.map(builtFileHref),
    continuePreloads: assets.continueChunks.map(builtFileHref),
  };
  return {
    html: writePageTitle(page, markup.title),
    tags: [
      ...inlineStylesheets([
        ...assets.entryStylesheets,
        ...assets.lookStylesheets,
        ...assets.pageStylesheets,
      ]),
      // Before the head script, which reads it.
      firstPaintDataTag({ picture: markup.pictureTexts, app }),
      { tag: 'script', children: scripts.head, injectTo: 'head' },
      ...requestedWhileParsing([...assets.chunks, assets.entry]),
      { tag: 'script', children: scripts.appLoader, injectTo: 'body' },
    ],
  };
}

/** Loads the renderer in Node through Vite (same config, brand and texts as the build) and runs it. */
async function renderMarkup(config: ResolvedConfig): Promise<FirstPaintMarkup> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const renderer = (await server.ssrLoadModule(RENDERER)) as {
      renderFirstPaint: () => Promise<FirstPaintMarkup>;
    };
    return await renderer.renderFirstPaint();
  } finally {
    await server.close();
  }
}

/**
 * Writes the first paint into index.html: the first screen and the consent banner as a new
 * applicant sees them, with their styles, the data and the head script that make them answer,
 * so a phone paints them with the HTML alone and they answer from that paint; the app's scripts
 * are requested while the page parses and run after that paint
 * (src/features/firstPaint/appLoader.ts). What the page loads comes from
 * the bundle (build/firstScreen.ts), with the modules the features name (the renderer hands them
 * over), written beside the manifest for scripts/budget.mjs. `order: 'post'`: Vite runs it after
 * the plugins that fill in the page (build/brandPlugin.ts empties the title this fills). What the
 * app runs before its first render (the entry, a v3 build's first step) carries V8's compile hint,
 * so it is compiled as it downloads (build/compileHints.ts). The first screen is rendered while
 * the bundler loads the modules; `startupModules` names, from then on, the modules the app
 * requests before its first render, for the chunk that holds them (build/startupChunk.ts).
 */
export function firstScreenHtml(
  files: FirstScreenFiles,
  rootDir: string,
): { plugin: Plugin; startupModules: () => string[] } {
  let config: ResolvedConfig;
  // What the page loads, worked out from the bundle once index.html is written.
  let assets: FirstScreenAssets | undefined;
  // Rendered while the bundler loads the modules, and in before it splits them into chunks, so
  // the startup chunk knows its modules (build/startupChunk.ts).
  let rendering: Promise<[FirstPaintMarkup, InlineScripts]> | undefined;
  let rendered:
    { markup: FirstPaintMarkup; scripts: InlineScripts; files: FirstScreenFiles } | undefined;
  const renderedFirstScreen = () => {
    if (!rendered) throw new Error('The first screen is asked for before it was rendered');
    return rendered;
  };
  const plugin: Plugin = {
    name: 'first-screen-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      rendering = Promise.all([renderMarkup(config), bundleInlineScripts(rootDir)]);
      // Awaited in buildEnd; a build that fails before it must not also report this one.
      rendering.catch(() => undefined);
    },
    async buildEnd(error) {
      if (error || !rendering) return;
      const [markup, scripts] = await rendering;
      rendered = { markup, scripts, files: withFeatureModules(files, markup, rootDir) };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { markup, scripts, files: firstScreen } = renderedFirstScreen();
        assets = firstScreenAssets(bundle, firstScreen, rootDir, markup.firstPage);
        return firstScreenPage(html, assets, markup, scripts);
      },
    },
    // After every other plugin has written the chunks (Vite's preload helper puts its list of
    // files on the entry's first line): the compile hint goes first (build/compileHints.ts).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // What the app runs before its first render: the entry and its startup chunks.
        withCompileHints(bundle, assets ? [assets.entry, ...assets.startupChunks] : []);
      },
    },
    writeBundle(options) {
      if (!assets || !options.dir) return;
      const { files: firstScreen, markup } = renderedFirstScreen();
      writeFirstScreenKeys(
        options.dir,
        firstScreen,
        markup.firstPage,
        rootDir,
        assets.startupChunks,
      );
    },
  };
  return {
    plugin,
    startupModules: () => {
      const { files: firstScreen, markup } = renderedFirstScreen();
      return startupModulesOf(firstScreen, markup.firstPage);
    },
  };
}
