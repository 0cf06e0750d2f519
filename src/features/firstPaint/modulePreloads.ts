import { readAppScripts } from './pageData';

/**
 * Requests modules without running them (`<link rel="modulepreload">`), as the app's own imports
 * later ask for them (anonymous CORS), so the browser hands those imports what it fetched.
 */
export function requestModules(doc: Document, hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * The picture's continue was pressed: the applicant waits for the screen after the first, so
 * what it needs (the page's `continuePreloads`) is requested now, while the app still downloads
 * and starts, instead of once the app has carried the continue out. Nothing where the page names
 * none (a v3 build: its next step is known only once the first is saved).
 */
export function requestNextScreen(doc: Document): void {
  const preloads: unknown = readAppScripts(doc)?.continuePreloads;
  if (!Array.isArray(preloads)) return;
  requestModules(
    doc,
    preloads.filter((href): href is string => typeof href === 'string'),
  );
}
