/**
 * A link to an element of the page on screen. A bare `#id` resolves against the page's
 * `<base href>` (where the funnel is mounted, build/mountBase.ts), which would lead to the
 * funnel's first page; the current address with the fragment only moves within the page.
 */
export function inPageHref(elementId: string): string {
  return `${window.location.pathname}${window.location.search}#${elementId}`;
}
