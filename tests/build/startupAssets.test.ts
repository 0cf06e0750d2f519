/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundledNamespace } from '../../build/bundledTranslations';
import { EAGER_COMPILE_HINT } from '../../build/compileHints';
import { STARTUP_CHUNK } from '../../build/startupChunk';
import { BRAND_REGISTRY } from '../../src/brands/registry';
import type { BrandConfig } from '../../src/brands/types';
import { root, useBrandBuilds } from './brandBuilds';

/**
 * What each build's page asks for at startup, and in which order it can arrive: the requests a
 * slow phone makes before it shows anything (docs/performance.md, "What made the first screen
 * smaller and faster").
 */
const buildsDir = useBrandBuilds();
const BASE = '/application-frontend';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

describe.each(BRAND_REGISTRY.map((pair) => [`${pair.country}/${pair.brand}`, pair] as const))(
  '%s at startup',
  (_id, { country, brand, locale }) => {
    const dir = () => path.join(buildsDir(), `${country}-${brand}`);
    const html = () => readFileSync(path.join(dir(), 'index.html'), 'utf8');
    const manifest = () =>
      JSON.parse(readFileSync(path.join(dir(), '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
    const asset = (file: string) => readFileSync(path.join(dir(), file), 'utf8');
    /** The files `file` imports in `chunks`, directly or through the files it imports. */
    const importsOf = (chunks: Record<string, ManifestChunk>, file: string): Set<string> => {
      const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
      const seen = new Set<string>();
      const visit = (from: string) => {
        for (const key of byFile.get(from)?.imports ?? []) {
          const imported = chunks[key]?.file;
          if (imported === undefined || seen.has(imported)) continue;
          seen.add(imported);
          visit(imported);
        }
      };
      visit(file);
      return seen;
    };

    /** The inline script at the end of the body that starts the app (firstPaint/appLoader.ts). */
    const loader = () => /<body[\s\S]*<script\b[^>]*>([\s\S]*?)<\/script>/.exec(html())?.[1] ?? '';
    /** The addresses it starts the app from, as the page's data gives them (firstPaint/pageData.ts). */
    const appScripts = () => {
      const data =
        /<script type="application\/json" id="first-paint-data">([\s\S]*?)<\/script>/.exec(
          html(),
        )?.[1];
      return (
        (
          JSON.parse(data ?? '{}') as {
            app?: { entry: string; startupPreloads: string[]; continuePreloads: string[] };
          }
        ).app ?? {
          entry: 'missing',
          startupPreloads: [],
          continuePreloads: [],
        }
      );
    };
    /** The scripts the page requests while it parses (build/firstScreenHtml.ts), in order. */
    const requestedWhileParsing = () =>
      [...html().matchAll(/<link rel="modulepreload"([^>]*)>/g)].map(([link, attributes = '']) => ({
        href: /\bhref="([^"]*)"/.exec(attributes)?.[1] ?? 'missing',
        lowPriority: attributes.includes('fetchpriority="low"'),
        inBody: html().indexOf(link) > html().indexOf('<body>'),
      }));

    it('runs no script while the page parses, and holds the paint with no stylesheet: the picture paints with the HTML alone', () => {
      expect(html()).not.toMatch(/<script[^>]*\bsrc=/);
      expect(html()).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    });

    it('requests the entry with every chunk it imports while the page parses, at the end of the body and at low priority, and the loader runs that entry', () => {
      const chunks = manifest();
      const entry = chunks['index.html']?.file ?? 'missing entry';
      const requested = requestedWhileParsing();
      expect(requested.every(({ lowPriority, inBody }) => lowPriority && inBody)).toBe(true);
      const hrefs = requested.map(({ href }) => href);
      expect(hrefs.at(-1)).toBe(`./${entry}`);
      const imports = chunks['index.html']?.imports ?? [];
      expect(imports.length).toBeGreaterThan(0);
      for (const key of imports) expect(hrefs).toContain(`./${chunks[key]?.file ?? key}`);
      const { entry: started, startupPreloads } = appScripts();
      expect(started).toBe(`./${entry}`);
      for (const url of [...hrefs, ...startupPreloads])
        expect(existsSync(path.join(dir(), url)), url).toBe(true);
    });

    it('asks for what the app starts with right after the entry, so it downloads while the entry does', async () => {
      const { brandConfig } = (await import(`../../src/brands/${country}/${brand}/config.ts`)) as {
        brandConfig: BrandConfig;
      };
      const chunks = manifest();
      const entry = chunks['index.html']?.file ?? 'missing entry';
      const { startupPreloads: afterEntry } = appScripts();
      const beforeEntry = requestedWhileParsing().map(({ href }) => href);
      const listed = (urls: string[]) => urls.map((url) => url.slice(2));
      if (brandConfig.firstPage !== 'initial-details') {
        // A classic first screen renders from the entry alone.
        expect(listed(afterEntry)).toEqual([]);
        return;
      }
      // The dynamic form's model, its step screen and that step's texts (bootstrap.tsx), with
      // everything they import that the entry does not bring, are one file (build/startupChunk.ts):
      // one request after the entry's, not a wave of requests per six connections.
      const startupChunk = Object.values(chunks).find(({ name }) => name === STARTUP_CHUNK);
      expect(listed(afterEntry)).toEqual([startupChunk?.file]);
      for (const key of [
        'src/features/dynamicForm/model/dynamicFormModel.ts',
        'src/features/dynamicForm/DynamicStepScreen.tsx',
        'virtual:brand-texts/dynamicForm',
      ])
        expect(chunks[key], `${key} is a file of its own`).toBeUndefined();
      const loadedWithTheEntry = new Set([entry, ...importsOf(chunks, entry)]);
      expect(
        [...importsOf(chunks, startupChunk?.file ?? 'missing')].filter(
          (file) => !loadedWithTheEntry.has(file),
        ),
      ).toEqual([]);
      expect(listed(afterEntry).filter((file) => listed(beforeEntry).includes(file))).toEqual([]);
    });

    it('marks the entry and what the app starts with for V8 to compile as they download, and no lazy chunk', () => {
      const chunks = manifest();
      const { entry, startupPreloads } = appScripts();
      const atStartup = new Set([entry, ...startupPreloads].map((url) => url.slice(2)));
      const withTheEntry = importsOf(chunks, entry.slice(2));
      const firstLine = (file: string) => asset(file).split('\n', 1)[0];
      for (const file of atStartup) expect(firstLine(file), file).toBe(EAGER_COMPILE_HINT);
      const later = Object.values(chunks)
        .map((chunk) => chunk.file)
        .filter((file) => !atStartup.has(file) && !withTheEntry.has(file));
      expect(later.length).toBeGreaterThan(0);
      for (const file of later) expect(firstLine(file), file).not.toBe(EAGER_COMPILE_HINT);
    });

    it('names its base path once, in the <base href> a server may change, and every address relative to it', () => {
      expect(html()).toMatch(
        /^<!doctype html>\s*<html[^>]*>\s*<head>\s*<base href="\/application-frontend\/">/,
      );
      expect(html().split(BASE)).toHaveLength(2);
      // The files the page links to (favicon, print-only brand styles) resolve against it.
      const links = [...html().matchAll(/<link [^>]*\bhref="([^"]*)"/g)].map(([, url]) => url);
      expect(links.length).toBeGreaterThan(0);
      for (const url of links) expect(url, url).toMatch(/^\.\//);
    });

    it('builds an Intl formatter for the page’s language while the entry downloads', () => {
      expect(loader()).toMatch(/new Intl\.NumberFormat\(\w+\.documentElement\.lang\b/);
    });

    it('names in every lazy chunk all the files it needs, so they are asked for at once, not one import level at a time', () => {
      const chunks = manifest();
      const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
      const entry = chunks['index.html'];
      const closure = (file: string) => importsOf(chunks, file);
      const loadedWithTheEntry = new Set([entry?.file ?? '', ...closure(entry?.file ?? '')]);
      const importedFiles = (file: string) =>
        new Set(
          [
            ...asset(file).matchAll(/\bimport\s*(?:[\w${}\s,*]+from\s*)?["'`]\.\/([^"'`]+)["'`]/g),
          ].map(([, name = '']) => `assets/${name}`),
        );
      let deep = 0;
      for (const chunk of byFile.values()) {
        if (chunk === entry) continue;
        const needed = [...closure(chunk.file)].filter((file) => !loadedWithTheEntry.has(file));
        if (needed.length > (chunk.imports ?? []).length) deep += 1;
        const named = importedFiles(chunk.file);
        for (const file of needed) expect(named, `${chunk.file} names ${file}`).toContain(file);
      }
      // The check means something: some chunks need files they do not import themselves.
      expect(deep).toBeGreaterThan(0);
    });

    it('asks for the code of the steps after the first screen in few files: one wave of a browser’s six connections to the host', () => {
      const chunks = manifest();
      const closure = (file: string) => importsOf(chunks, file);
      const entry = chunks['index.html']?.file ?? 'missing entry';
      const loadedWithTheEntry = new Set([entry, ...closure(entry)]);
      const screen = chunks['src/features/classicForm/ClassicStepScreen.tsx']?.file ?? 'missing';
      const files = [screen, ...closure(screen)].filter((file) => !loadedWithTheEntry.has(file));
      expect(files).toContain(screen);
      // Beside them the app asks for the rest of the texts and the country's patterns
      // (prefetchWhatFollows): over HTTP/1.1 a seventh file waits a round trip for a connection.
      expect(files.length + 2, files.join(', ')).toBeLessThanOrEqual(6);
    });

    it('has the picture ask, at a continue, for all the next step needs and nothing the entry brings', async () => {
      const { brandConfig } = (await import(`../../src/brands/${country}/${brand}/config.ts`)) as {
        brandConfig: BrandConfig;
      };
      const { continuePreloads } = appScripts();
      if (brandConfig.firstPage === 'initial-details') {
        // A v3 step's continue checks and saves it: the next step is known only then.
        expect(continuePreloads).toEqual([]);
        return;
      }
      const chunks = manifest();
      const closure = (file: string) => importsOf(chunks, file);
      const entry = chunks['index.html']?.file ?? 'missing entry';
      const loadedWithTheEntry = new Set([entry, ...closure(entry)]);
      const fileOf = (key: string) => chunks[key]?.file ?? `missing ${key}`;
      const screen = fileOf('src/features/classicForm/ClassicStepScreen.tsx');
      // What prefetchWhatFollows asks for after the first screen: the step's code, the country's
      // patterns and the rest of the texts.
      const needed = [
        ...[screen, ...closure(screen)].filter((file) => !loadedWithTheEntry.has(file)),
        fileOf(`src/brands/${country}/validation.ts`),
        fileOf('virtual:brand-texts/translation'),
      ];
      const listed = continuePreloads.map((url) => url.slice(2));
      expect(new Set(listed)).toEqual(new Set(needed));
      expect(listed).toHaveLength(needed.length);
      for (const file of listed) expect(existsSync(path.join(dir(), file)), file).toBe(true);
    });

    it('loads the phone library only where a phone is checked: no chunk imports it, so no other step waits for it', () => {
      const chunks = manifest();
      const phone = chunks['src/lib/phone.ts'];
      expect(phone?.file).toBeDefined();
      const withPhone = Object.values(chunks).filter((chunk) =>
        (chunk.imports ?? []).includes('src/lib/phone.ts'),
      );
      expect(withPhone.map((chunk) => chunk.file)).toEqual([]);
      // The form kit's phone check and the pixels' identity import it when they need it.
      const importers = Object.values(chunks).filter((chunk) =>
        (chunk.dynamicImports ?? []).includes('src/lib/phone.ts'),
      );
      expect(importers.length).toBeGreaterThan(0);
      expect(asset(phone?.file ?? '')).toContain('libphonenumber');
    });

    it("checks phone numbers with the metadata of the build's own country only", () => {
      const phone = asset(manifest()['src/lib/phone.ts']?.file ?? 'missing phone chunk');
      // A country's numbering plan starts with its name and calling code: ES:[`34`,`00`,...
      const plans = [...phone.matchAll(/\b([A-Z]{2}):\[`(\d{1,3})`,/g)].map((match) => match[1]);
      expect(plans).toEqual([country.toUpperCase()]);
    });

    it('ships the consent banner, its texts and the tracking layer as one chunk without styles of its own', () => {
      const chunks = manifest();
      const intro = bundledNamespace(path.join(root, 'public', 'locales'), locale, 'consent');
      const introText = (intro['intro'] as Record<string, string>)['opt-in'] ?? '';
      expect(introText).not.toBe('');
      const bannerChunks = (chunks['index.html']?.dynamicImports ?? [])
        .map((key) => chunks[key])
        .filter((chunk): chunk is ManifestChunk => chunk !== undefined)
        .filter((chunk) => asset(chunk.file).includes('consent__intro'));
      expect(bannerChunks.map((chunk) => chunk.file)).toHaveLength(1);
      const [bannerChunk] = bannerChunks as [ManifestChunk];
      expect(asset(bannerChunk.file)).toContain(JSON.stringify(introText).slice(1, -1));
      // The tracking moments the entry hands over at startup run from the same chunk.
      expect(asset(bannerChunk.file)).toContain('runTrackingMoment');
      expect(bannerChunk.css ?? []).toEqual([]);
      // Its styles come with the first screen's, in the entry's stylesheet.
      const entryCss = (chunks['index.html']?.css ?? []).map(asset).join('\n');
      expect(entryCss).toContain('.consent__intro');
      // After the base styles: `.consent__button` and `.button` weigh the same, the later wins,
      // and the banner's buttons must keep their outline.
      const baseButton = entryCss.search(/(?:^|\})\.button\{/);
      expect(baseButton).toBeGreaterThanOrEqual(0);
      expect(entryCss.search(/\.consent__button\{/)).toBeGreaterThan(baseButton);
    });

    it('has compressed copies of its translation files, as of its scripts, for a server to send', () => {
      const files = readdirSync(path.join(dir(), 'locales', locale), { encoding: 'utf8' });
      const texts = files.filter((file) => file.endsWith('.json'));
      expect(texts).toContain('translation.json');
      for (const file of texts) {
        const source = readFileSync(path.join(dir(), 'locales', locale, file));
        if (source.length < 1024) continue;
        const copy = (ending: string) =>
          readFileSync(path.join(dir(), 'locales', locale, file + ending));
        expect(gunzipSync(copy('.gz')).equals(source)).toBe(true);
        expect(brotliDecompressSync(copy('.br')).equals(source)).toBe(true);
      }
    });
  },
);
