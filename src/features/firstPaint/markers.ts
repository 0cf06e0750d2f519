/**
 * What the page the build writes and the app agree on: the attributes and wrappers of the first
 * paint, the build's picture of the first screen and of the consent banner
 * (src/prerender/renderFirstScreen.tsx, build/firstScreenHtml.ts).
 */

/** The wrapper of each part of the picture. */
export const FIRST_PAINT_CLASS = 'first-paint';
/** The banner's part: it lives after the root, so the app's first render keeps it. */
export const FIRST_PAINT_BANNER_CLASS = 'first-paint--consent';
/** The banner part's id: the head script holds the page's rendering until it is parsed. */
export const FIRST_PAINT_END_ID = 'first-paint-end';

/**
 * Set on `<html>` by the head script (headScript.ts), before anything paints: what of the picture
 * shows ({@link PictureShown}). Nothing of the picture shows without it (styles/base.css): a
 * picture whose script did not run would show controls that answer nothing.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * - `page-and-banner`: a new applicant on the first screen, who has not chosen about consent;
 * - `page`: the same, with a consent choice stored (the banner would not ask);
 * - `off`: anything else (a partner's frame, another address, a prefilled address, answers
 *   already in this tab or stored, storage that cannot be read): the spinner shows instead.
 */
export type PictureShown = 'page-and-banner' | 'page' | 'off';

/**
 * The spinner's part, in the root beside the page's: it shows, before the app runs, wherever the
 * picture is off (a continue link, a later step, a returning applicant), and goes with the
 * picture in the app's first render. Never over the picture (styles/base.css).
 */
export const FIRST_PAINT_SPINNER_CLASS = 'first-paint-spinner';
/** Set on `<html>` to `neutral` by the head script where the app's spinner is neutral. */
export const FIRST_PAINT_SPINNER_ATTRIBUTE = 'data-first-paint-spinner';

/** What the picture shows, as the head script decided it; `off` where it has not run. */
export function pictureShown(doc: Document): PictureShown {
  const shown = doc.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE);
  return shown === 'page-and-banner' || shown === 'page' ? shown : 'off';
}

/** Hides the picture of the banner, where it shows: a choice was made in it. */
export function hidePictureOfBanner(doc: Document): void {
  if (pictureShown(doc) === 'page-and-banner')
    doc.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'page');
}

/** Takes the picture of the banner away: the app's banner has replaced it, or none will come. */
export function removeFirstPaintBanner(): void {
  document.querySelector(`.${FIRST_PAINT_BANNER_CLASS}`)?.remove();
}
