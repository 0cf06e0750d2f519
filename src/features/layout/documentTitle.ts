import { isEmbedded } from '../embed';

/**
 * Names the document, except inside a partner's frame, where page data is not set (specification
 * section 2) and the title stays empty. The app names each step (useDocumentTitle.ts); before it,
 * the head script takes the build's title away in a frame (firstPaint/headScript.ts).
 */
export function setDocumentTitle(doc: Document, title: string): void {
  doc.title = isEmbedded() ? '' : title;
}
