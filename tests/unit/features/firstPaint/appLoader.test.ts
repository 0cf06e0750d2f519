import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import runAppLoader, { FRAME_FALLBACK_MS } from '../../../../src/features/firstPaint/appLoader';
import { FIRST_PAINT_ATTRIBUTE } from '../../../../src/features/firstPaint';
import { PAGE_DATA, removePageData, writePageData } from './pageData';

const {
  entry: ENTRY,
  startupPreloads: [FIRST_STEP],
} = PAGE_DATA.app;

describe('the app loader', () => {
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  let paintObservers: PaintCallback[];
  let frames: FrameRequestCallback[];

  const run = () => runAppLoader(window);
  const requested = () =>
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
      (element) => ({
        tag: element.tagName.toLowerCase(),
        url: element.getAttribute('src') ?? element.getAttribute('href'),
        crossOrigin: element.getAttribute('crossorigin'),
      }),
    );
  const paint = (name: string) => {
    for (const callback of paintObservers)
      callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => paintObservers.splice(paintObservers.indexOf(callback), 1) },
      );
  };
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });

  beforeEach(() => {
    vi.useFakeTimers();
    paintObservers = [];
    frames = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(private readonly callback: PaintCallback) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        paintObservers.push(this.callback);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    setVisibility('visible');
    writePageData();
    // The head script's decision: the picture shows.
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'page-and-banner');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    document.documentElement.removeAttribute('lang');
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
    removePageData();
  });

  // The page requested the entry and its imports while it parsed: the loader runs it.
  const theApp = [
    { tag: 'script', url: ENTRY, crossOrigin: '' },
    { tag: 'link', url: FIRST_STEP, crossOrigin: '' },
  ];

  it('runs the app only once the picture has painted: the entry, then what it starts with', () => {
    run();
    expect(requested()).toEqual([]);
    paint('first-paint');
    expect(requested()).toEqual([]);
    paint('first-contentful-paint');
    expect(requested()).toEqual(theApp);
  });

  it('runs the app at once where the head script decided nothing of the picture shows, or did not run', () => {
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    run();
    expect(requested()).toEqual(theApp);
  });

  it('runs the app at once where the picture is hidden: there is nothing to paint first', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'off');
    run();
    expect(requested()).toEqual(theApp);
  });

  it('still waits for the paint when only the banner is hidden', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'page');
    run();
    expect(requested()).toEqual([]);
    paint('first-contentful-paint');
    expect(requested()).toEqual(theApp);
  });

  it('runs the app at once in a tab opened in the background, which paints nothing', () => {
    setVisibility('hidden');
    run();
    expect(requested()).toEqual(theApp);
  });

  it('runs the app after a second without a paint, and only once when the paint comes later', () => {
    run();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(theApp);
    paint('first-contentful-paint');
    expect(requested()).toEqual(theApp);
  });

  it('waits for the frame after the first one where the browser reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(requested()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(theApp);
  });

  it('reports a page that carries no addresses to start the app from, and runs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    removePageData();
    run();
    paint('first-contentful-paint');
    expect(requested()).toEqual([]);
    expect(error).toHaveBeenCalledWith('The page carries no addresses to start the app from');
  });

  it('builds an Intl formatter for the page’s language while the entry downloads', () => {
    const locales: unknown[] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: class {
        constructor(locale: unknown) {
          locales.push(locale);
        }
        format = () => '0';
      },
    });
    document.documentElement.lang = 'es';
    run();
    expect(locales).toEqual([]);
    paint('first-contentful-paint');
    expect(locales).toEqual(['es']);
  });
});
