import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { findRegisteredBrand } from '../src/brands/registry';

const BRAND_MODULE_ID = 'virtual:brand';
const RESOLVED_ID = `\0${BRAND_MODULE_ID}`;

export interface BrandSelection {
  country: string;
  brand: string;
}

/**
 * Resolves `virtual:brand` to the selected brand's folder only, so no other brand's config,
 * page or styles can reach the bundle. An unknown pair or a missing file becomes `null`, which
 * the bootstrap reports with the specification's messages and stops.
 */
export function brandPlugin(selection: BrandSelection, srcDir: string, basePath: string): Plugin {
  const registered = findRegisteredBrand(selection);
  const brandDir = path.join(srcDir, 'brands', selection.country, selection.brand);
  const file = (name: string) => path.join(brandDir, name).replaceAll('\\', '/');
  const has = (name: string) => registered !== undefined && existsSync(path.join(brandDir, name));

  return {
    name: 'brand-selection',
    resolveId(id) {
      return id === BRAND_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const lines = [
        has('config.ts')
          ? `export { brandConfig } from '${file('config.ts')}';`
          : 'export const brandConfig = null;',
        has('ApplicationPage.tsx')
          ? `export const loadApplicationPage = () => import('${file('ApplicationPage.tsx')}');`
          : 'export const loadApplicationPage = null;',
        has('styles.css')
          ? `export const loadProductStyles = () => import('${file('styles.css')}');`
          : 'export const loadProductStyles = null;',
      ];
      return lines.join('\n');
    },
    generateBundle() {
      // The brand's logo doubles as its favicon, so every build has one without a request that 404s.
      if (has('logo.svg')) {
        this.emitFile({
          type: 'asset',
          fileName: 'favicon.svg',
          source: readFileSync(path.join(brandDir, 'logo.svg')),
        });
      }
    },
    transformIndexHtml(html) {
      const html_ = html
        .replace('__HTML_LANG__', registered?.htmlLang ?? 'en')
        .replace('__HTML_TITLE__', '');
      if (!registered) return html_;
      // The first screen needs its translations: start fetching them with the HTML, not after the JS.
      const languages = [...new Set([registered.locale, 'en'])];
      const favicon = {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/svg+xml', href: `${basePath}/favicon.svg` },
        injectTo: 'head' as const,
      };
      return {
        html: html_,
        tags: [
          favicon,
          ...languages.map((language) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'fetch',
              crossorigin: 'anonymous',
              href: `${basePath}/locales/${language}/translation.json`,
            },
            injectTo: 'head' as const,
          })),
        ],
      };
    },
  };
}
