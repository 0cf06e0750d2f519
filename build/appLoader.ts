import { FIRST_PAINT_ATTRIBUTE } from '../src/features/layout/prerenderedPage';

/**
 * The scripts the app starts from, as addresses in index.html: the entry and the chunks requested
 * with it (build/firstScreen.ts works them out from the bundle).
 */
export interface AppScripts {
  entry: string;
  /** Requested just before the entry: what it imports and the first screen's own chunks. */
  modulePreloads: string[];
  /**
   * Requested just after the entry: what the app requests before its first render (a dynamic-form
   * build's first step). They download while the entry does instead of once it has run, which
   * on the slow phone brought that step on screen about 0.3 s sooner; after it, so the entry
   * still comes first (docs/performance.md).
   */
  startupPreloads: string[];
}

/**
 * The id of the app loader's element, the element after the early-input script: the head script
 * holds the page's rendering until the parser has reached it (build/headScript.ts). The parser
 * reaches it only once the early-input script has run (an inline script blocks the parser), so
 * no frame shows controls the picture does not yet answer. Not the early-input script itself:
 * the parser may yield between the end of that element and running it, and a frame came there.
 */
export const APP_LOADER_SCRIPT_ID = 'first-paint-app-loader';

/**
 * After this long without a paint (a tab put in the background before its first frame paints
 * none), the app loads anyway: the picture is a head start, never a reason to wait.
 */
export const FRAME_FALLBACK_MS = 1000;

/**
 * The inline script at the end of the body that starts the app. Where the build's picture shows
 * (src/features/layout/prerenderedPage.ts), it requests the entry only once the browser reports the
 * first contentful paint (where it reports no paints, in the frame after the first): the picture
 * needs nothing but the page itself, so the phone paints it as soon as the HTML is in, and the
 * entry's download and evaluation come after that paint instead of before it (Chromium otherwise
 * runs an entry that arrives quickly before the picture is on screen). docs/performance.md has
 * what this gains and costs. Where the picture is hidden, or the tab is, there is nothing to
 * paint first: the entry is requested at once.
 * While the entry downloads, the script builds one Intl formatter: the first one loads the
 * browser's locale data (about 100 ms on a slow phone), which would otherwise happen inside the
 * app's first render.
 */
export function appLoaderScript({ entry, modulePreloads, startupPreloads }: AppScripts): string {
  const json = JSON.stringify;
  return `(function (doc) {
  var started = false;
  function add(tag, attributes) {
    var element = doc.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    doc.head.appendChild(element);
  }
  function preload(href) {
    add('link', { rel: 'modulepreload', href: href });
  }
  function start() {
    if (started) return;
    started = true;
    ${json(modulePreloads)}.forEach(preload);
    add('script', { type: 'module', src: ${json(entry)} });
    ${json(startupPreloads)}.forEach(preload);
    new Intl.NumberFormat(doc.documentElement.lang || undefined).format(0);
  }
  var reportsPaints = typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (doc.documentElement.getAttribute(${json(FIRST_PAINT_ATTRIBUTE)}) === 'off' || doc.visibilityState !== 'visible') {
    start();
  } else if (reportsPaints) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, ${FRAME_FALLBACK_MS});
  } else {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, ${FRAME_FALLBACK_MS});
  }
})(document);
`;
}
