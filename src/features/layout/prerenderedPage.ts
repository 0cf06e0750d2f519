/**
 * The first paint: the build renders the first screen and the consent banner into index.html
 * (src/prerender/renderFirstScreen.tsx, build/firstScreenHtml.ts), so a phone shows the page before the
 * JavaScript has arrived. The picture is inert: nothing can be typed into it and lost. The app
 * replaces the page part in its first render (React empties the root) and the banner part when
 * its own banner mounts. A tiny script in the head hides the picture where it would be wrong.
 */

/** The wrapper of each part of the picture. */
export const FIRST_PAINT_CLASS = 'first-paint';
/** The banner's part: it lives after the root, so the app's first render keeps it. */
export const FIRST_PAINT_BANNER_CLASS = 'first-paint--consent';
/**
 * Set on `<html>` by the head script (build/firstScreenHtml.ts): `off` hides the whole picture where
 * the app would show something else (inside a partner's frame, at another address than the first
 * screen's, with an amount, period or colours in the address, when this tab has an application
 * or an earlier loan choice is stored); `no-banner` hides the banner's (a choice is stored).
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * The spinner's part, in the root beside the page's: it shows, before the app runs, wherever the
 * picture is off (a continue link, a later step, a returning applicant), and goes with the
 * picture in the app's first render. Never over the picture (styles/base.css).
 */
export const FIRST_PAINT_SPINNER_CLASS = 'first-paint-spinner';
/** Set on `<html>` to `neutral` by the head script on the continue path: the spinner's colour. */
export const FIRST_PAINT_SPINNER_ATTRIBUTE = 'data-first-paint-spinner';

/** What src/prerender/renderFirstScreen.tsx renders for build/firstScreenHtml.ts to put into index.html. */
export interface FirstPaintMarkup {
  /** The first screen with the page around it. */
  page: string;
  consentBanner: string;
  /** The page's spinner (Spinner.tsx), brand-coloured. */
  spinner: string;
}

export function removeFirstPaintBanner(): void {
  document.querySelector(`.${FIRST_PAINT_BANNER_CLASS}`)?.remove();
}
