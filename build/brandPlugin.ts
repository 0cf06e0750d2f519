import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { findRegisteredBrand } from '../src/brands/registry';
import {
  bundledNamespace,
  jsonModuleExpression,
  namespaceFiles,
  pickTexts,
} from './bundledTranslations';
import firstScreen from './firstScreen.json';

const BRAND_MODULE_ID = 'virtual:brand';
const RESOLVED_ID = `\0${BRAND_MODULE_ID}`;
/** `virtual:brand-texts/<namespace>`: a namespace's texts (locale over English), a chunk of its own. */
const TEXTS_MODULE_PREFIX = 'virtual:brand-texts/';
const RESOLVED_TEXTS_PREFIX = `\0${TEXTS_MODULE_PREFIX}`;
/**
 * Feature namespaces shipped as chunks rather than fetched as two JSON files: the consent banner
 * shows beside the first screen, and a round trip through the HTTP backend would make it late.
 */
const CHUNKED_NAMESPACES = ['consent'];

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
  const localesDir = path.join(srcDir, '..', 'public', 'locales');

  return {
    name: 'brand-selection',
    resolveId(id) {
      if (id === BRAND_MODULE_ID) return RESOLVED_ID;
      return id.startsWith(TEXTS_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_TEXTS_PREFIX)) {
        const namespace = id.slice(RESOLVED_TEXTS_PREFIX.length);
        if (!registered) return 'export default {};';
        namespaceFiles(localesDir, registered.locale, namespace).forEach((file) =>
          this.addWatchFile(file),
        );
        const texts = bundledNamespace(localesDir, registered.locale, namespace);
        return `export default ${jsonModuleExpression(texts)};`;
      }
      if (id !== RESOLVED_ID) return null;
      if (registered)
        namespaceFiles(localesDir, registered.locale).forEach((file) => this.addWatchFile(file));
      const texts = registered ? bundledNamespace(localesDir, registered.locale) : null;
      const textsChunk = (namespace: string) =>
        `() => import('${TEXTS_MODULE_PREFIX}${namespace}').then((module) => module.default)`;
      const lines = [
        has('config.ts')
          ? `export { brandConfig } from '${file('config.ts')}';`
          : 'export const brandConfig = null;',
        // The page is the first screen, so it is part of the entry: one file to download and
        // to decompress, and no request between the entry running and the first paint.
        has('ApplicationPage.tsx')
          ? `import * as applicationPage from '${file('ApplicationPage.tsx')}';\nexport const loadApplicationPage = () => Promise.resolve(applicationPage);`
          : 'export const loadApplicationPage = null;',
        has('styles.css')
          ? `export const loadProductStyles = () => import('${file('styles.css')}');`
          : 'export const loadProductStyles = null;',
        // The first screen's texts ship with the entry: no translation round trip before it
        // renders. The rest of the namespace follows as a chunk, requested at startup.
        texts
          ? `export const firstScreenTexts = ${jsonModuleExpression(pickTexts(texts, firstScreen.texts))};`
          : 'export const firstScreenTexts = null;',
        texts
          ? `export const loadDefaultTexts = ${textsChunk('translation')};`
          : 'export const loadDefaultTexts = null;',
        `export const namespaceChunks = ${
          texts
            ? `{ ${CHUNKED_NAMESPACES.map((namespace) => `${namespace}: ${textsChunk(namespace)}`).join(', ')} }`
            : '{}'
        };`,
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
      const favicon = {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/svg+xml', href: `${basePath}/favicon.svg` },
        injectTo: 'head' as const,
      };
      return { html: html_, tags: [favicon] };
    },
  };
}
