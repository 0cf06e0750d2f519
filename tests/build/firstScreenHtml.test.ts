// @vitest-environment jsdom
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledNamespace } from '../../build/bundledTranslations';
import { STARTUP_CHUNK } from '../../build/startupChunk';
import { BRAND_REGISTRY } from '../../src/brands/registry';
import type { BrandConfig } from '../../src/brands/types';
import {
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_END_ID,
} from '../../src/features/firstPaint';
import { root, useBrandBuilds } from './brandBuilds';

/**
 * Every build paints before its JavaScript runs: index.html carries the first screen and the
 * consent banner as a new applicant sees them (build/firstScreenHtml.ts), in the brand's language.
 */
const buildsDir = useBrandBuilds();
const localesDir = path.join(root, 'public', 'locales');

function text(namespace: Record<string, unknown>, keyPath: string): string {
  const value = keyPath
    .split('>')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      namespace,
    );
  return typeof value === 'string' ? value : '';
}

describe.each(BRAND_REGISTRY.map((pair) => [`${pair.country}/${pair.brand}`, pair] as const))(
  '%s first paint',
  (_id, { country, brand, locale, look: lookName }) => {
    const html = () =>
      readFileSync(path.join(buildsDir(), `${country}-${brand}`, 'index.html'), 'utf8');
    const parts = () => {
      const doc = new DOMParser().parseFromString(html(), 'text/html');
      return {
        doc,
        page: doc.querySelector('#root > .first-paint'),
        banner: doc.querySelector(`#root + .first-paint--consent#${FIRST_PAINT_END_ID}`),
      };
    };

    it('shows the page around the first screen, in the brand’s language, with nothing left to render in the browser', async () => {
      const { brandConfig } = (await import(`../../src/brands/${country}/${brand}/config.ts`)) as {
        brandConfig: BrandConfig;
      };
      const { page } = parts();
      expect(page?.querySelector('.page__header')?.textContent).toContain(brandConfig.brandName);
      // Named before the app runs, as the app names the brand.
      expect(parts().doc.title).toBe(brandConfig.page.title ?? brandConfig.brandName);
      // A v3 brand's index leads to its first form page, initial-details: the picture is that page.
      const heading = page?.querySelector('main h1')?.textContent ?? null;
      if (brandConfig.firstPage === 'initial-details')
        expect(heading).toBe(
          text(bundledNamespace(localesDir, locale, 'dynamicForm'), 'steps>initial-details>title'),
        );
      else
        expect(heading).toBe(
          text(bundledNamespace(localesDir, locale), 'steps>loan-information>title'),
        );
      // Nothing was left suspended for the browser to render (React's client-render marker).
      expect(html()).not.toContain('<template');
    });

    it('shows the consent banner a new applicant sees, and carries the script that hides the picture where it would be wrong', () => {
      const { doc, banner } = parts();
      const consent = bundledNamespace(localesDir, locale, 'consent');
      expect(banner?.querySelector('section.consent h2')?.textContent).toBe(text(consent, 'title'));
      expect(banner?.querySelector('.consent__intro')?.textContent).not.toBe('');
      const headScripts = [...doc.querySelectorAll('head script:not([src])')];
      expect(headScripts.map((script) => script.textContent).join('')).toContain(
        'data-first-paint',
      );
    });

    it('carries the head script that makes the picture answer and the data it reads, each within budget, and holds the rendering until the picture’s last part', () => {
      const { doc, page } = parts();
      const headScripts = [...doc.querySelectorAll('head script')];
      const data = doc.getElementById(FIRST_PAINT_DATA_ID);
      const head = headScripts.find((script) => script.textContent.includes(EARLY_INPUT_GLOBAL));
      // The data is in the head before the script that reads it, and is JSON, never run.
      expect(data?.getAttribute('type')).toBe('application/json');
      expect(headScripts.indexOf(data as Element)).toBeLessThan(
        headScripts.indexOf(head as Element),
      );
      expect(() => JSON.parse(data?.textContent ?? '') as unknown).not.toThrow();
      for (const script of [data, head])
        expect(gzipSync(script?.textContent ?? '', { level: 9 }).length).toBeLessThanOrEqual(4000);
      expect(head?.textContent).toContain(FIRST_PAINT_END_ID);
      // Nothing of the picture is inert before its script runs: it answers from its first paint.
      expect(page?.closest('[inert]')).toBeNull();
      expect(doc.querySelectorAll(`#${FIRST_PAINT_END_ID}`)).toHaveLength(1);
      // The app loader, at the end of the body, is the body's only script.
      expect(doc.querySelectorAll('body script')).toHaveLength(1);
    });

    it('carries the spinner, in the brand’s language, for where the picture is off', () => {
      const { doc } = parts();
      const spinner = doc.querySelector('#root > .first-paint-spinner [role="status"]');
      expect(spinner?.textContent).toBe(text(bundledNamespace(localesDir, locale), 'app>loading'));
    });

    it('paints with styles written into the page: no stylesheet request holds the picture up', () => {
      const { doc } = parts();
      const styles = [...doc.querySelectorAll('head style')].map((style) => style.textContent);
      expect(styles.join('')).toContain('.consent__intro');
      expect(styles.join('')).toContain('--color-primary');
      // Each inlined sheet keeps a disabled link, so Vite's loader never adds it again.
      const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.hasAttribute('disabled')).toBe(true);
      // They are the entry's stylesheets, then the brand look's, as the manifest names them, then
      // on a page of the dynamic form those of its startup chunk, which holds its step screen
      // (startupAssets.test.ts; its code is requested after the entry).
      const dir = path.join(buildsDir(), `${country}-${brand}`);
      const manifest = JSON.parse(
        readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, { file: string; name?: string; css?: string[]; imports?: string[] }>;
      const look = manifest[`src/brands/looks/${lookName}/styles.css`]?.file;
      const entryCss = manifest['index.html']?.css ?? [];
      const cssOf = (key: string, seen = new Set<string>()): string[] => {
        if (seen.has(key)) return [];
        seen.add(key);
        const { imports = [], css = [] } = manifest[key] ?? {};
        return [...imports.flatMap((imported) => cssOf(imported, seen)), ...css];
      };
      const dynamicPage = doc.querySelector('#root > .first-paint .dynamic-step__field') !== null;
      const pageCss = dynamicPage
        ? [
            ...new Set(
              cssOf(
                Object.keys(manifest).find((key) => manifest[key]?.name === STARTUP_CHUNK) ??
                  'no startup chunk',
              ),
            ),
          ].filter((file) => !entryCss.includes(file))
        : [];
      if (dynamicPage) expect(pageCss.length).toBeGreaterThan(0);
      const sheets = [...entryCss, look ?? 'missing look styles', ...pageCss];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        sheets.map((file) => `./${file}`),
      );
      expect(styles).toEqual(sheets.map((file) => readFileSync(path.join(dir, file), 'utf8')));
    });
  },
);
