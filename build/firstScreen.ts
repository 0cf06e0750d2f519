import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { brandFiles, SHARED_APPLICATION_PAGE } from './brandPlugin';
import firstScreen from './firstScreen.json';
import { builtFileHref } from './mountBase';

export interface FirstScreenFiles {
  /** Absolute paths of the modules the first screen renders with, besides the entry. */
  modules: string[];
  /** Absolute paths of the stylesheets it needs. */
  styles: string[];
}

export function firstScreenFiles(
  rootDir: string,
  country: string,
  brand: string,
): FirstScreenFiles {
  const files = brandFiles({ country, brand }, path.join(rootDir, 'src'));
  // An unregistered pair builds nothing but the bootstrap's message: its paths match no module.
  const placeholders: Record<string, string> = {
    '{applicationPage}': files.applicationPage?.file ?? SHARED_APPLICATION_PAGE,
    '{lookDir}': files.lookDir ?? 'src/brands/looks/none',
  };
  const resolve = (file: string) =>
    path
      .resolve(
        rootDir,
        file.replace(/\{\w+\}/g, (placeholder) => placeholders[placeholder] ?? placeholder),
      )
      .replaceAll('\\', '/');
  return { modules: firstScreen.modules.map(resolve), styles: firstScreen.styles.map(resolve) };
}

const normalise = (id: string) => id.replaceAll('\\', '/').split('?')[0] ?? id;

/**
 * Lets the browser fetch what the first screen needs while it downloads the entry, instead of
 * after running it: a modulepreload for each chunk the entry imports statically (the bundler's
 * runtime helpers are one; without the link the browser would only ask for them once the entry
 * has arrived and been parsed, a round trip more before anything shows) and for the first
 * screen's chunk, and a stylesheet link for the brand's styles. In a build with the first paint,
 * build/firstScreenHtml.ts writes those styles into the page and hands the modulepreloads to the app
 * loader (build/appLoader.ts), which requests them with the entry.
 */
export function firstScreenPreload(files: FirstScreenFiles, rootDir: string): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const tags: HtmlTagDescriptor[] = [];
        const entryImports = new Set(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' && output.isEntry ? output.imports : [],
          ),
        );
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.isEntry) continue;
          const ids = output.moduleIds.map(normalise);
          if (entryImports.has(output.fileName) || ids.some((id) => files.modules.includes(id))) {
            tags.push({
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: builtFileHref(output.fileName),
              },
              injectTo: 'head',
            });
          }
        }
        for (const output of Object.values(bundle)) {
          // A stylesheet imported on its own becomes an asset named after its source file.
          const sources =
            output.type === 'asset'
              ? output.originalFileNames.map((name) =>
                  path.resolve(rootDir, name).replaceAll('\\', '/'),
                )
              : [];
          if (
            output.fileName.endsWith('.css') &&
            sources.some((source) => files.styles.includes(source))
          ) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: builtFileHref(output.fileName) },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
