import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT_ID, appLoaderScript } from '../../../build/appLoader';
import type { FirstScreenAssets } from '../../../build/firstScreen';
import {
  firstScreenPage,
  injectFirstPaint,
  inlineStylesheets,
  withoutEntryTags,
  writePageTitle,
} from '../../../build/firstScreenHtml';
import {
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_ATTRIBUTE,
  type FirstPaintMarkup,
} from '../../../src/features/layout/prerenderedPage';
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
  const tags = inlineStylesheets([
    { fileName: 'assets/index-1.css', text: '.button{color:red}' },
    { fileName: 'assets/styles-2.css', text: ':root{--color-primary:#c2410c}' },
  ]);

  it('writes each sheet into the head in its order, each followed by a disabled link to it, so Vite’s loader never adds it a second time', () => {
    expect(tags).toEqual([
      { tag: 'style', children: '.button{color:red}', injectTo: 'head' },
      {
        tag: 'link',
        attrs: {
          rel: 'stylesheet',
          crossorigin: true,
          href: './assets/index-1.css',
          disabled: true,
        },
        injectTo: 'head',
      },
      { tag: 'style', children: ':root{--color-primary:#c2410c}', injectTo: 'head' },
      {
        tag: 'link',
        attrs: {
          rel: 'stylesheet',
          crossorigin: true,
          href: './assets/styles-2.css',
          disabled: true,
        },
        injectTo: 'head',
      },
    ]);
  });
});

/** index.html as Vite hands it to the last plugins: its entry script and stylesheet link written in. */
const VITE_HTML =
  '<!doctype html>\n<html lang="es">\n  <head>\n    <base href="/application-frontend/">\n' +
  '    <title></title>\n' +
  '    <script type="module" crossorigin src="./assets/index-1.js"></script>\n' +
  '    <link rel="stylesheet" crossorigin href="./assets/index-4.css">\n' +
  '    <link rel="icon" type="image/svg+xml" href="./favicon.svg">\n' +
  '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('withoutEntryTags', () => {
  it('takes out exactly the tags for the files it names, and nothing else', () => {
    const html = withoutEntryTags(VITE_HTML, ['./assets/index-1.js', './assets/index-4.css']);
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('index-4.css');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="./favicon.svg">');
    expect(html).toContain('<title></title>\n    <link rel="icon"');
  });

  it('refuses a file Vite wrote no tag for, rather than leave the page requesting it twice', () => {
    expect(() => withoutEntryTags(VITE_HTML, ['./assets/index-9.js'])).toThrow(
      /no tag for \.\/assets\/index-9\.js/,
    );
    // A name is a file's whole address, never the start of another's.
    expect(() => withoutEntryTags(VITE_HTML, ['./assets/index-1'])).toThrow(/index-1/);
  });
});

describe('firstScreenPage', () => {
  const assets: FirstScreenAssets = {
    entry: 'assets/index-1.js',
    chunks: ['assets/rolldown-runtime-2.js', 'assets/ApplicationPage-3.js'],
    startupChunks: ['assets/DynamicStepScreen-9.js'],
    entryStylesheets: [{ fileName: 'assets/index-4.css', text: '.button{color:red}' }],
    lookStylesheets: [{ fileName: 'assets/styles-7.css', text: ':root{--color-primary:#c2410c}' }],
    pageStylesheets: [{ fileName: 'assets/DataPointField-8.css', text: '.dynamic-step{gap:1rem}' }],
  };
  const markup: FirstPaintMarkup = {
    page: '<main><h1>Tu préstamo</h1></main>',
    consentBanner: '<section class="consent"></section>',
    spinner: '<div role="status">Cargando…</div>',
    title: 'AskRobin',
    earlyInput: { intlLocale: 'es-ES', moneyOptions: {}, periodTexts: {}, pendingText: '…' },
    firstPage: 'initial-details',
  };
  const { html, tags } = firstScreenPage(VITE_HTML, assets, markup);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = tags.filter((tag) => tag.tag === 'script');

  it('asks for nothing while the page parses: no script, no stylesheet that holds the paint', () => {
    expect(doc.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0);
    expect(scripts.every((tag) => tag.attrs?.['src'] === undefined)).toBe(true);
  });

  it('paints the picture under the brand’s title, with the entry’s styles, the look’s, then the first page’s', () => {
    expect(doc.title).toBe('AskRobin');
    expect(doc.querySelector('#root > .first-paint h1')?.textContent).toBe('Tu préstamo');
    expect(tags.filter((tag) => tag.tag === 'style').map((tag) => tag.children)).toEqual([
      '.button{color:red}',
      ':root{--color-primary:#c2410c}',
      '.dynamic-step{gap:1rem}',
    ]);
  });

  it('puts the head script in the head and the early-input script and the app loader at the end of the body', () => {
    expect(scripts.map((tag) => tag.injectTo)).toEqual(['head', 'body', 'body']);
    expect(scripts[0]?.children).toContain(FIRST_PAINT_ATTRIBUTE);
    expect(scripts[1]?.children).toContain(EARLY_INPUT_GLOBAL);
    // The element after it, which the head script holds the page's rendering for.
    expect(scripts[1]?.attrs).toBeUndefined();
    expect(scripts[2]?.attrs).toEqual({ id: APP_LOADER_SCRIPT_ID });
  });

  it('has the app loader request the entry with the chunks the bundle named, at their addresses in the page', () => {
    expect(scripts[2]?.children).toBe(
      appLoaderScript({
        entry: './assets/index-1.js',
        modulePreloads: ['./assets/rolldown-runtime-2.js', './assets/ApplicationPage-3.js'],
        startupPreloads: ['./assets/DynamicStepScreen-9.js'],
      }),
    );
  });
});
