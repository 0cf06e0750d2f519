import { describe, expect, it } from 'vitest';
import type { FirstScreenAssets } from '../../../build/firstScreen';
import {
  firstScreenPage,
  injectFirstPaint,
  inlineStylesheets,
  withoutEntryTags,
  writePageTitle,
} from '../../../build/firstScreenHtml';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_END_ID } from '../../../src/features/firstPaint';
import type { FirstPaintMarkup } from '../../../src/prerender/firstPaintMarkup';

const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

describe('injectFirstPaint', () => {
  const html = injectFirstPaint(INDEX_HTML, {
    page: '<main><h1>Tu préstamo</h1></main>',
    consentBanner: '<section class="consent"><p>Tu privacidad</p></section>',
    spinner: '<div role="status">Cargando…</div>',
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('puts the page into the root and the banner after it, last, where the head script holds the rendering until', () => {
    const page = doc.querySelector('#root > .first-paint');
    const banner = doc.querySelector('#root + .first-paint--consent');
    expect(page?.querySelector('h1')?.textContent).toBe('Tu préstamo');
    expect(banner?.querySelector(':scope > section.consent')).not.toBeNull();
    expect(banner?.id).toBe(FIRST_PAINT_END_ID);
    expect(doc.body.lastElementChild).toBe(banner);
  });

  it('makes nothing of the picture inert or hidden from screen readers: it answers from its first paint, or does not show', () => {
    expect(doc.querySelectorAll('.first-paint [inert], .first-paint[inert]')).toHaveLength(0);
    expect(
      doc.querySelectorAll('.first-paint[aria-hidden], .first-paint > [aria-hidden]'),
    ).toHaveLength(0);
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
    continueChunks: ['assets/formKit-10.js', 'assets/ClassicStepScreen-11.js'],
    entryStylesheets: [{ fileName: 'assets/index-4.css', text: '.button{color:red}' }],
    lookStylesheets: [{ fileName: 'assets/styles-7.css', text: ':root{--color-primary:#c2410c}' }],
    pageStylesheets: [{ fileName: 'assets/DataPointField-8.css', text: '.dynamic-step{gap:1rem}' }],
  };
  const markup: FirstPaintMarkup = {
    page: '<main><h1>Tu préstamo</h1></main>',
    consentBanner: '<section class="consent"></section>',
    spinner: '<div role="status">Cargando…</div>',
    title: 'AskRobin',
    pictureTexts: {
      intlLocale: 'es-ES',
      currencyCode: 'EUR',
      periodTexts: { 61: '61 días' },
      pendingText: '</script><script>alert(1)</script>',
    },
    firstPage: 'initial-details',
    firstScreen: { modules: [], pageStyles: [], startup: [], continueModules: [] },
  };
  const scripts = { head: 'head();', appLoader: 'load();' };
  const { html, tags } = firstScreenPage(VITE_HTML, assets, markup, scripts);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scriptTags = tags.filter((tag) => tag.tag === 'script');

  it('runs no script of the app while the page parses and holds the paint with no stylesheet', () => {
    expect(doc.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0);
    expect(scriptTags.every((tag) => tag.attrs?.['src'] === undefined)).toBe(true);
  });

  it('requests the entry and what it imports at the end of the body, at low priority, to be run by the app loader after them', () => {
    const body = tags.filter((tag) => tag.injectTo === 'body');
    expect(body.map((tag) => [tag.tag, tag.attrs?.['rel'], tag.attrs?.['href']])).toEqual([
      ['link', 'modulepreload', './assets/rolldown-runtime-2.js'],
      ['link', 'modulepreload', './assets/ApplicationPage-3.js'],
      ['link', 'modulepreload', './assets/index-1.js'],
      ['script', undefined, undefined],
    ]);
    for (const link of body.slice(0, -1))
      expect(link.attrs).toMatchObject({ crossorigin: true, fetchpriority: 'low' });
    expect(body.at(-1)?.children).toBe('load();');
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

  it('writes the data the inline scripts read into the head, before the head script, then the app loader at the end of the body', () => {
    expect(scriptTags.map((tag) => [tag.injectTo, tag.attrs?.['id'] ?? null])).toEqual([
      ['head', FIRST_PAINT_DATA_ID],
      ['head', null],
      ['body', null],
    ]);
    expect(scriptTags.map((tag) => tag.children).slice(1)).toEqual(['head();', 'load();']);
  });

  it('writes the data as JSON no text can break out of, with the entry and the chunks the bundle named, at their addresses in the page', () => {
    const json = scriptTags[0]?.children;
    if (typeof json !== 'string') throw new Error('The data is no text');
    expect(json).not.toContain('</script');
    expect(scriptTags[0]?.attrs?.['type']).toBe('application/json');
    expect(JSON.parse(json)).toEqual({
      picture: markup.pictureTexts,
      app: {
        entry: './assets/index-1.js',
        startupPreloads: ['./assets/DynamicStepScreen-9.js'],
        continuePreloads: ['./assets/formKit-10.js', './assets/ClassicStepScreen-11.js'],
      },
    });
  });
});
