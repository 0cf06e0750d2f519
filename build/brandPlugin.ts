import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
import { builtFileHref } from './mountBase';

/** The id the plugin resolves a virtual module's id to, as it appears in the bundle (Rollup's convention). */
export const resolvedVirtualId = (id: string) => `\0${id}`;

const BRAND_MODULE_ID = 'virtual:brand';
const RESOLVED_ID = resolvedVirtualId(BRAND_MODULE_ID);
/** `virtual:brand-texts/<namespace>`: a namespace's texts (locale over English), a chunk of its own. */
const TEXTS_MODULE_PREFIX = 'virtual:brand-texts/';
const RESOLVED_TEXTS_PREFIX = resolvedVirtualId(TEXTS_MODULE_PREFIX);
/**
 * `virtual:brand-page-texts/<firstPage>`: the default-namespace texts a first page renders beyond
 * the entry's (build/firstScreen.json `pageTexts`), a chunk of its own. A v3 build's first step
 * waits for these, not for the whole namespace.
 */
const PAGE_TEXTS_MODULE_PREFIX = 'virtual:brand-page-texts/';
const RESOLVED_PAGE_TEXTS_PREFIX = resolvedVirtualId(PAGE_TEXTS_MODULE_PREFIX);
/**
 * Feature namespaces shipped as chunks rather than fetched as two JSON files: the consent banner
 * shows beside the first screen, and a dynamic-form build's first step is its first screen, so a
 * round trip through the HTTP backend (its code, then the files) would make either late.
 */
const CHUNKED_NAMESPACES = ['consent', 'dynamicForm'];

/**
 * The application page of every brand whose folder has no `ApplicationPage.tsx` of its own,
 * relative to the repository. It exports `ApplicationPage`; a brand's own page is its folder's
 * default export. The one place that names the shared page: move the page, change this line.
 */
export const SHARED_APPLICATION_PAGE = 'src/app/ApplicationPage.tsx';

export interface BrandSelection {
  country: string;
  brand: string;
}

/** The files one build is made of, as absolute paths with forward slashes; `null` when absent. */
export interface BrandFiles {
  /** src/brands/<country>/<brand>/config.ts */
  config: string | null;
  /** The brand folder's `ApplicationPage.tsx` (`shared: false`), else SHARED_APPLICATION_PAGE. */
  applicationPage: { file: string; shared: boolean } | null;
  /** src/brands/looks/<look>/: the registry names the look, shared by the brand's family. */
  lookDir: string | null;
  styles: string | null;
  logo: string | null;
}

const slashed = (file: string) => file.replaceAll('\\', '/');

/**
 * Where the selected brand's config, page, styles and logo are. An unregistered pair has none,
 * so the bootstrap reports it; a registered one whose file is missing lacks that file only.
 */
export function brandFiles(selection: BrandSelection, srcDir: string): BrandFiles {
  const registered = findRegisteredBrand(selection);
  if (!registered)
    return { config: null, applicationPage: null, lookDir: null, styles: null, logo: null };
  const brandDir = path.join(srcDir, 'brands', registered.country, registered.brand);
  const lookDir = path.join(srcDir, 'brands', 'looks', registered.look);
  const existing = (file: string) => (existsSync(file) ? slashed(file) : null);
  const ownPage = existing(path.join(brandDir, 'ApplicationPage.tsx'));
  const sharedPage = existing(path.resolve(srcDir, '..', SHARED_APPLICATION_PAGE));
  return {
    config: existing(path.join(brandDir, 'config.ts')),
    applicationPage: ownPage
      ? { file: ownPage, shared: false }
      : sharedPage
        ? { file: sharedPage, shared: true }
        : null,
    lookDir: slashed(lookDir),
    styles: existing(path.join(lookDir, 'styles.css')),
    logo: existing(path.join(lookDir, 'logo.svg')),
  };
}

/** The default-namespace key paths a first page renders beyond the entry's texts. */
function firstPageTextPaths(page: string): readonly string[] {
  const byPage: Readonly<Record<string, readonly string[] | undefined>> = firstScreen.pageTexts;
  return byPage[page] ?? [];
}

/** `{ <firstPage>: () => import(its texts' chunk) }`, for every first page that has some. */
function firstPageTextChunks(): string {
  const loaders = Object.keys(firstScreen.pageTexts).map(
    (page) =>
      `${JSON.stringify(page)}: () => import('${PAGE_TEXTS_MODULE_PREFIX}${page}').then((module) => module.default)`,
  );
  return `{ ${loaders.join(', ')} }`;
}

/**
 * Resolves `virtual:brand` to the selected brand's config, its page (its own or the shared one)
 * and its look only, so no other brand's config, page or styles can reach the bundle. An unknown
 * pair or a missing file becomes `null`, which the bootstrap reports with the specification's
 * messages and stops.
 */
export function brandPlugin(selection: BrandSelection, srcDir: string): Plugin {
  const registered = findRegisteredBrand(selection);
  const localesDir = path.join(srcDir, '..', 'public', 'locales');

  return {
    name: 'brand-selection',
    resolveId(id) {
      if (id === BRAND_MODULE_ID) return RESOLVED_ID;
      return id.startsWith(TEXTS_MODULE_PREFIX) || id.startsWith(PAGE_TEXTS_MODULE_PREFIX)
        ? resolvedVirtualId(id)
        : null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_PAGE_TEXTS_PREFIX)) {
        const page = id.slice(RESOLVED_PAGE_TEXTS_PREFIX.length);
        if (!registered) return 'export default {};';
        const texts = bundledNamespace(localesDir, registered.locale);
        const picked = pickTexts(texts, firstPageTextPaths(page));
        return `export default ${jsonModuleExpression(picked)};`;
      }
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
      // Looked up on each load, so a page added to a brand folder counts from the next build.
      const files = brandFiles(selection, srcDir);
      if (registered)
        namespaceFiles(localesDir, registered.locale).forEach((file) => this.addWatchFile(file));
      const texts = registered ? bundledNamespace(localesDir, registered.locale) : null;
      const textsChunk = (namespace: string) =>
        `() => import('${TEXTS_MODULE_PREFIX}${namespace}').then((module) => module.default)`;
      const chunksOf = (namespaces: readonly string[]) =>
        `{ ${namespaces.map((namespace) => `${namespace}: ${textsChunk(namespace)}`).join(', ')} }`;
      const lines = [
        files.config
          ? `export { brandConfig } from '${files.config}';`
          : 'export const brandConfig = null;',
        // The page is the first screen, so it is part of the entry: one file to download and
        // to decompress, and no request between the entry running and the first paint.
        applicationPageModule(files.applicationPage),
        files.styles
          ? `export const loadProductStyles = () => import('${files.styles}');`
          : 'export const loadProductStyles = null;',
        // The first screen's texts ship with the entry: no translation round trip before it
        // renders. The rest of the namespace follows as a chunk, requested after the first render.
        texts
          ? `export const firstScreenTexts = ${jsonModuleExpression(pickTexts(texts, firstScreen.texts))};`
          : 'export const firstScreenTexts = null;',
        texts
          ? `export const loadDefaultTexts = ${textsChunk('translation')};`
          : 'export const loadDefaultTexts = null;',
        `export const firstPageTexts = ${texts ? firstPageTextChunks() : '{}'};`,
        `export const namespaceChunks = ${texts ? chunksOf(CHUNKED_NAMESPACES) : '{}'};`,
        // The others load as JSON files; these chunks stand in for a file that cannot be loaded.
        `export const namespaceFallbacks = ${texts ? chunksOf(fileNamespaces(localesDir)) : '{}'};`,
      ];
      return lines.join('\n');
    },
    generateBundle() {
      // The look's logo doubles as its favicon, so every build has one without a request that 404s.
      const { logo } = brandFiles(selection, srcDir);
      if (logo) {
        this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync(logo) });
      }
    },
    transformIndexHtml(html) {
      const html_ = html
        .replace('__HTML_LANG__', registered?.htmlLang ?? 'en')
        .replace('__HTML_TITLE__', '');
      if (!registered) return html_;
      const favicon = {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/svg+xml', href: builtFileHref('favicon.svg') },
        injectTo: 'head' as const,
      };
      return { html: html_, tags: [favicon] };
    },
  };
}

/** Feature namespaces read as JSON files: every English file but the default and chunked ones. */
function fileNamespaces(localesDir: string): string[] {
  return readdirSync(path.join(localesDir, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((namespace) => namespace !== 'translation' && !CHUNKED_NAMESPACES.includes(namespace))
    .sort();
}

/** The virtual module's page export: the brand's own page as it is, the shared one as its default. */
function applicationPageModule(page: BrandFiles['applicationPage']): string {
  if (!page) return 'export const loadApplicationPage = null;';
  const load = 'export const loadApplicationPage = () => Promise.resolve(applicationPage);';
  return page.shared
    ? `import { ApplicationPage } from '${page.file}';\nconst applicationPage = { default: ApplicationPage };\n${load}`
    : `import * as applicationPage from '${page.file}';\n${load}`;
}
