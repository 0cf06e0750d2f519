import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { appLoaderScript, takeAppScripts } from './appLoader';
import { earlyInputScript } from './earlyInputScript';
import { builtFileHref } from './mountBase';
import {
  APPLICATION_STATE_KEY,
  STORED_LOAN_APPLICATION_KEY,
  TRACKING_CONSENT_KEY,
} from '../src/lib/storageKeys';
import { UI_COLORS_PARAM } from '../src/features/theme/partnerColors';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
  FIRST_PAINT_SPINNER_CLASS,
  type FirstPaintMarkup,
} from '../src/features/layout/prerenderedPage';

const RENDERER = '/src/prerender/renderFirstScreen.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Query parameters that change what the first screen shows: the loan amount and period
 * (src/features/session/entryParams.ts) and a partner's interface colours.
 */
const PREFILL_PARAMS = ['amount', 'period', UI_COLORS_PARAM];

/**
 * The head script that decides, before anything paints, whether the build's picture is what the
 * app will show. Inline, so the picture waits on no request; the server's Content-Security-Policy
 * allows it by its hash (sandbox/platform/securityHeaders.ts). It runs before the body is
 * parsed. The picture is of a new applicant on the first screen (the page's `<base href>`, where
 * the funnel is mounted: build/mountBase.ts), opened on its own; any sign of
 * something else hides it, and so does storage that cannot be read (the page then behaves as
 * without it). Where it is hidden the spinner shows instead, neutral on the continue path. In a
 * frame it also takes the build's title away: page data is not set when embedded (section 2).
 */
export function firstPaintScript(): string {
  const json = JSON.stringify;
  const attribute = json(FIRST_PAINT_ATTRIBUTE);
  return `(function (root) {
  try {
    var query = new URLSearchParams(location.search);
    if (
      self !== top ||
      location.pathname.replace(/\\/+$/, '') !== new URL(document.baseURI).pathname.replace(/\\/+$/, '') ||
      ${json(PREFILL_PARAMS)}.some(function (name) { return query.has(name); }) ||
      sessionStorage.getItem(${json(APPLICATION_STATE_KEY)}) !== null ||
      localStorage.getItem(${json(STORED_LOAN_APPLICATION_KEY)}) !== null
    )
      root.setAttribute(${attribute}, 'off');
    else if (localStorage.getItem(${json(TRACKING_CONSENT_KEY)}) !== null)
      root.setAttribute(${attribute}, 'no-banner');
  } catch (error) {
    root.setAttribute(${attribute}, 'off');
  }
  if (self !== top) document.title = '';
  if (location.pathname.indexOf('continue') !== -1)
    root.setAttribute(${json(FIRST_PAINT_SPINNER_ATTRIBUTE)}, 'neutral');
})(document.documentElement);
`;
}

const EMPTY_TITLE = '<title></title>';
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Names the page before the app does: the brand's title, so a tab, a bookmark or a screen reader
 * never meets an empty one while the app loads (the app puts the step in front of it). In a
 * partner's frame the head script takes it away again (`firstPaintScript`).
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

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * Writes the first screen's stylesheets into the page, so the picture paints with the HTML alone
 * (a stylesheet link holds every paint until it has loaded). `css` maps each stylesheet's address
 * to its text. Each keeps a disabled link as a marker: code imports these sheets again later (the
 * brand's through `loadProductStyles`, the entry's through every lazy chunk that shares a style
 * with it), and Vite's loader adds a sheet only when no stylesheet link has its address. Without
 * the marker the entry's base styles came back after the brand's look on continue links and later
 * screens, and their default colours won. A disabled sheet is neither requested nor applied.
 */
export function inlineStylesheets(html: string, css: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (_link: string, href: string) => {
    const text = css.get(href);
    if (text === undefined) throw new Error(`No stylesheet in the build for ${href}`);
    return `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
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
 * paints them with the HTML alone and they answer before the app; the app's scripts are requested after that paint (build/appLoader.ts).
 * src/features/layout/prerenderedPage.ts says how the app takes over.
 */
export function firstScreenHtml(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const css = new Map<string, string>();
        for (const output of Object.values(bundle))
          if (output.type === 'asset' && output.fileName.endsWith('.css'))
            css.set(
              builtFileHref(output.fileName),
              typeof output.source === 'string'
                ? output.source
                : new TextDecoder().decode(output.source),
            );
        const { html: withoutScripts, scripts } = takeAppScripts(html);
        const markup = await renderMarkup(config);
        const painted = writePageTitle(injectFirstPaint(withoutScripts, markup), markup.title);
        return {
          html: inlineStylesheets(painted, css),
          tags: [
            { tag: 'script', children: firstPaintScript(), injectTo: 'head' },
            { tag: 'script', children: earlyInputScript(markup.earlyInput), injectTo: 'body' },
            { tag: 'script', children: appLoaderScript(scripts), injectTo: 'body' },
          ],
        };
      },
    },
  };
}
