import { pictureShown } from './markers';
import { requestModules } from './modulePreloads';
import { readAppScripts, type AppScripts } from './pageData';

/**
 * After this long without a paint (a tab put in the background before its first frame paints
 * none), the app loads anyway: the picture is a head start, never a reason to wait.
 */
export const FRAME_FALLBACK_MS = 1000;

/** Runs the app: the entry (the page requested it while it parsed), then what it starts with. */
function runTheApp(doc: Document, { entry, startupPreloads }: AppScripts) {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.appendChild(script);
  requestModules(doc, startupPreloads);
}

/**
 * The inline script at the end of the body that starts the app. The page has requested the entry
 * while it parsed (at low priority: the picture needs nothing but the page itself); where the
 * build's picture shows, the entry runs only once the browser reports the first contentful paint
 * (where it reports no paints, in the frame after the first), so its evaluation and the app's
 * startup come after that paint instead of before it (Chromium otherwise runs an entry that
 * arrives quickly before the picture is on screen). docs/performance.md has what this gains and
 * costs. Where the picture is off, or the tab hidden, there is nothing to paint first: the entry
 * runs as soon as it is in. While the entry downloads, the script builds one Intl formatter: the
 * first one loads the browser's locale data (about 100 ms on a slow phone), which would
 * otherwise happen inside the app's first render.
 */
export default function runAppLoader(win: Window): void {
  const doc = win.document;
  const scripts = readAppScripts(doc);
  if (!scripts) {
    console.error('The page carries no addresses to start the app from');
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    runTheApp(doc, scripts);
    new Intl.NumberFormat(doc.documentElement.lang || undefined).format(0);
  };
  // Read defensively: an engine too old to list entry types must still start the app.
  const entryTypes: unknown =
    typeof PerformanceObserver === 'function'
      ? Reflect.get(PerformanceObserver, 'supportedEntryTypes')
      : undefined;
  const reportsPaints = Array.isArray(entryTypes) && entryTypes.includes('paint');
  if (pictureShown(doc) === 'off' || doc.visibilityState !== 'visible') {
    start();
  } else if (reportsPaints) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(start, FRAME_FALLBACK_MS);
  } else {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    win.setTimeout(start, FRAME_FALLBACK_MS);
  }
}
