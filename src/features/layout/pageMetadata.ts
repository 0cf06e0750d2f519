import type { BrandConfig } from '../../brands/types';
import { isUsableAssetUrl } from './assetUrl';

export interface PageMetadata {
  description: string;
  keywords: string;
  favicon: string;
}

/** The page data of section 2: configured values, each falling back to the brand name (the favicon to the build's). */
export function pageMetadataOf(config: BrandConfig, basePath: string): PageMetadata {
  return {
    description: config.page.description ?? config.brandName,
    keywords: config.page.keywords ?? config.brandName,
    favicon: isUsableAssetUrl(config.page.favicon)
      ? config.page.favicon
      : `${basePath}/favicon.svg`,
  };
}

function upsertHeadElement<T extends HTMLElement>(
  doc: Document,
  selector: string,
  create: () => T,
): T {
  const existing = doc.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.append(element);
  return element;
}

/** Writes description, keywords and favicon into the document head. */
export function applyPageMetadata(doc: Document, metadata: PageMetadata): void {
  for (const name of ['description', 'keywords'] as const) {
    const meta = upsertHeadElement(doc, `meta[name="${name}"]`, () => {
      const element = doc.createElement('meta');
      element.name = name;
      return element;
    });
    meta.content = metadata[name];
  }
  const icon = upsertHeadElement(doc, 'link[rel="icon"]', () => {
    const element = doc.createElement('link');
    element.rel = 'icon';
    return element;
  });
  icon.href = metadata.favicon;
  // The built favicon is SVG; a configured one may be any image type the browser can sniff.
  if (!metadata.favicon.endsWith('.svg')) icon.removeAttribute('type');
}
