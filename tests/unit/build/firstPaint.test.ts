import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstPaintScript,
  injectFirstPaint,
  inlineStylesheets,
  writePageTitle,
} from '../../../build/firstScreenHtml';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
} from '../../../src/features/layout/prerenderedPage';

const BASE = '/application-frontend';
const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

describe('injectFirstPaint', () => {
  const html = injectFirstPaint(INDEX_HTML, {
    page: '<main><h1>Tu préstamo</h1></main>',
    consentBanner: '<section class="consent"><p>Tu privacidad</p></section>',
    spinner: '<div role="status">Cargando…</div>',
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('puts the page into the root and the banner after it, neither reachable until the app takes over', () => {
    const page = doc.querySelector('#root > .first-paint');
    const banner = doc.querySelector('#root + .first-paint--consent');
    expect(page?.querySelector('h1')?.textContent).toBe('Tu préstamo');
    expect(banner?.querySelector(':scope > [inert] > section.consent')).not.toBeNull();
    expect(page?.hasAttribute('inert')).toBe(true);
    for (const part of [page, banner]) expect(part?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts the spinner into the root beside the page, where screen readers can hear it', () => {
    const spinner = doc.querySelector('#root > .first-paint-spinner');
    expect(spinner?.querySelector('[role="status"]')?.textContent).toBe('Cargando…');
    expect(spinner?.closest('[inert], [aria-hidden]')).toBeNull();
  });

  it('refuses a page without an empty root rather than building one without the picture', () => {
    expect(() =>
      injectFirstPaint('<div id="app"></div>', { page: '', consentBanner: '', spinner: '' }),
    ).toThrow(/root/);
  });
});

describe('writePageTitle', () => {
  it('names the page with the brand’s title, its markup characters escaped', () => {
    expect(writePageTitle('<head><title></title></head>', 'Préstamos <Rápidos> & Co')).toBe(
      '<head><title>Préstamos &lt;Rápidos&gt; &amp; Co</title></head>',
    );
  });

  it('refuses a page without an empty title rather than leaving it unnamed', () => {
    expect(() => writePageTitle('<head><title>x</title></head>', 'AskRobin')).toThrow(/title/);
  });
});

describe('inlineStylesheets', () => {
  const entryCss = `${BASE}/assets/index-1.css`;
  const brandCss = `${BASE}/assets/styles-2.css`;
  const html = `<head><link rel="stylesheet" crossorigin href="${entryCss}"><link rel="stylesheet" crossorigin href="${brandCss}"></head>`;
  const css = new Map([
    [entryCss, '.button{color:red}'],
    [brandCss, ':root{--color-primary:#c2410c}'],
  ]);
  const doc = new DOMParser().parseFromString(inlineStylesheets(html, css), 'text/html');

  it('writes the styles into the page in their order, so the picture waits on no stylesheet', () => {
    expect([...doc.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.button{color:red}',
      ':root{--color-primary:#c2410c}',
    ]);
    const blocking = [...doc.querySelectorAll('link[rel="stylesheet"]')].filter(
      (link) => !link.hasAttribute('disabled'),
    );
    expect(blocking).toEqual([]);
  });

  it('leaves a disabled link for each sheet, so Vite’s loader never adds one a second time', () => {
    for (const href of [entryCss, brandCss])
      expect(
        doc.querySelector(`link[rel="stylesheet"][href="${href}"]`)?.hasAttribute('disabled'),
      ).toBe(true);
  });

  it('refuses a stylesheet the build does not have', () => {
    expect(() => inlineStylesheets(html, new Map())).toThrow(/index-1\.css/);
  });
});

describe('firstPaintScript', () => {
  // The build writes this source into index.html: the test runs exactly that text.
  const run = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(firstPaintScript())();
  };
  const decision = () => document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE);
  /** The page's `<base href>`, where the server mounted the funnel (build/mountBase.ts). */
  const mountAt = (basePath: string) => {
    document.querySelector('base')?.remove();
    const base = document.createElement('base');
    base.href = `${basePath}/`;
    document.head.prepend(base);
  };

  beforeEach(() => {
    mountAt(BASE);
    window.history.replaceState(null, '', `${BASE}/?utm_source=test`);
  });
  afterEach(() => {
    document.querySelector('base')?.remove();
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    document.documentElement.removeAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE);
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the whole picture to a new applicant on the first screen’s address', () => {
    run();
    expect(decision()).toBeNull();
  });

  it('shows the picture on the first screen of a funnel mounted elsewhere, and only there', () => {
    mountAt('/apply');
    window.history.replaceState(null, '', '/apply');
    run();
    expect(decision()).toBeNull();
    window.history.replaceState(null, '', `${BASE}/`);
    run();
    expect(decision()).toBe('off');
  });

  it('hides only the banner when a consent choice is stored', () => {
    localStorage.setItem('trackingConsent', '{}');
    run();
    expect(decision()).toBe('no-banner');
  });

  it('hides the picture at another address, where the app shows another screen', () => {
    window.history.replaceState(null, '', `${BASE}/contact-details`);
    run();
    expect(decision()).toBe('off');
  });

  it.each(['amount=500', 'period=75', 'uiColors=%7B%7D'])(
    'hides the picture when the address sets what the first screen shows (%s)',
    (query) => {
      window.history.replaceState(null, '', `${BASE}/?utm_source=test&${query}`);
      run();
      expect(decision()).toBe('off');
    },
  );

  it('makes the spinner neutral on the continue path, and only there', () => {
    run();
    expect(document.documentElement.getAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE)).toBeNull();
    window.history.replaceState(null, '', `${BASE}/continue/abc`);
    run();
    expect(decision()).toBe('off');
    expect(document.documentElement.getAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE)).toBe('neutral');
  });

  it('hides the picture when an earlier loan choice will be offered again', () => {
    localStorage.setItem('storedLoanApplication', '{}');
    run();
    expect(decision()).toBe('off');
  });

  it('hides the picture when this tab already has an application', () => {
    sessionStorage.setItem('state', '{}');
    run();
    expect(decision()).toBe('off');
  });

  it('hides the picture when storage cannot be read', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      run();
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
    expect(decision()).toBe('off');
  });
});
