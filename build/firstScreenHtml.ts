import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite';
import { APP_LOADER_SCRIPT_ID, appLoaderScript } from './appLoader';
import { earlyInputScript } from './earlyInputScript';
import { escapeRegExp } from './escapeRegExp';
import {
  type BuiltStylesheet,
  type FirstScreenAssets,
  type FirstScreenFiles,
  firstScreenAssets,
} from './firstScreen';
import { builtFileHref } from './mountBase';
import { headScript } from './headScript';
import {
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_SPINNER_CLASS,
  type FirstPaintMarkup,
} from '../src/features/layout/prerenderedPage';

const RENDERER = '/src/prerender/renderFirstScreen.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

const EMPTY_TITLE = '<title></title>';
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Names the page before the app does: the brand's title, so a tab, a bookmark or a screen reader
 * never meets an empty one while the app loads (the app puts the step in front of it). In a
 * partner's frame the head script takes it away again (build/headScript.ts).
 */
export function writePageTitle(html: string, title: string): string {
  if (!html.includes(EMPTY_TITLE)) throw new Error(`index.html has no ${EMPTY_TITLE} to fill`);
  const text = title.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replace(EMPTY_TITLE, () => `<title>${text}</title>`);
}

/**
 * Puts the page and the spinner into the empty root and the banner after it, the page and the
 * banner inert: nothing can be focused or typed into the picture until the early-input script
 * (build/earlyInputScript.ts) makes the controls it answers to live, so where it does not run the
 * picture takes nothing that could be lost when the app takes its place. The spinner is not inert: its label is for screen readers. The banner's
 * wrapper itself is not inert: it catches taps over the banner's area (styles/base.css), which
 * would otherwise go through the inert picture to the live page beneath while the app's own
 * banner is still on its way.
 */
export function injectFirstPaint(
  html: string,
  markup: Pick<FirstPaintMarkup, 'page' | 'consentBanner' | 'spinner'>,
): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  const inert = (className: string, content: string) =>
    `<div class="${className}" inert aria-hidden="true">${content}</div>`;
  return html.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root">${inert(FIRST_PAINT_CLASS, markup.page)}` +
      `<div class="${FIRST_PAINT_SPINNER_CLASS}">${markup.spinner}</div></div>` +
      `<div class="${FIRST_PAINT_CLASS} ${FIRST_PAINT_BANNER_CLASS}" aria-hidden="true">` +
      `<div inert>${markup.consentBanner}</div></div>`,
  );
}

/**
 * Takes out the tags Vite wrote for the entry: its `<script>` and a link for each of its
 * stylesheets. Vite writes them into every HTML entry and has no option not to
 * (build.modulePreload: false only keeps it from writing preloads), but the page requests none of
 * them while it parses: the app loader requests the entry once the picture has painted, and the
 * styles are written into the page. Each tag is found by its file's address; one Vite did not
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
 * their default colours won. A disabled sheet is never applied and holds no paint (Chromium still
 * fetches it, at low priority).
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

/**
 * The page as it ships, written once from the index.html Vite wrote, the first screen's assets
 * (build/firstScreen.ts) and its markup: the picture in the root, the brand's title, the styles
 * inline, the head script, the early-input script, and the app loader with the entry and the
 * chunks to request with it.
 */
export function firstScreenPage(
  html: string,
  assets: FirstScreenAssets,
  markup: FirstPaintMarkup,
): { html: string; tags: HtmlTagDescriptor[] } {
  const viteWrote = [assets.entry, ...assets.entryStylesheets.map(({ fileName }) => fileName)];
  const page = injectFirstPaint(withoutEntryTags(html, viteWrote.map(builtFileHref)), markup);
  const scripts = {
    entry: builtFileHref(assets.entry),
    modulePreloads: assets.chunks.map(builtFileHref),
    startupPreloads: assets.startupChunks.map(builtFileHref),
  };
  return {
    html: writePageTitle(page, markup.title),
    tags: [
      ...inlineStylesheets([
        ...assets.entryStylesheets,
        ...assets.lookStylesheets,
        ...assets.pageStylesheets,
      ]),
      { tag: 'script', children: headScript(), injectTo: 'head' },
      { tag: 'script', children: earlyInputScript(markup.earlyInput), injectTo: 'body' },
      {
        tag: 'script',
        attrs: { id: APP_LOADER_SCRIPT_ID },
        children: appLoaderScript(scripts),
        injectTo: 'body',
      },
    ],
  };
}

/**
 * At build time the tracking layer renders nothing (the banner is rendered on its own, tracking
 * never runs in Node) and the page is not in a frame (the head script hides the picture there).
 */
function buildTimeStubs(): Plugin {
  // By the module's file, however it is imported (directly or through its feature's index.ts).
  const stubs: Record<string, string> = {
    '/src/features/tracking/TrackingRoot.tsx':
      'export const TrackingRoot = () => null; export const PrivacySettingsLink = () => null;',
    '/src/features/embed/isEmbedded.ts': 'export const isEmbedded = () => false;',
  };
  return {
    name: 'first-paint-stubs',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      const stub = Object.keys(stubs).find((suffix) => file.endsWith(suffix));
      return stub === undefined ? null : stubs[stub];
    },
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
    plugins: [buildTimeStubs()],
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
 * applicant sees them, with their styles, the head script and the early-input script, so a phone
 * paints them with the HTML alone and they answer before the app; the app's scripts are requested
 * after that paint (build/appLoader.ts). What the page loads comes from the bundle
 * (build/firstScreen.ts). `order: 'post'`: Vite runs it after the plugins that fill in the page
 * (build/brandPlugin.ts empties the title this fills). src/features/layout/prerenderedPage.ts says
 * how the app takes over.
 */
export function firstScreenHtml(files: FirstScreenFiles, rootDir: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-screen-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const markup = await renderMarkup(config);
        const assets = firstScreenAssets(bundle, files, rootDir, markup.firstPage);
        return firstScreenPage(html, assets, markup);
      },
    },
  };
}
