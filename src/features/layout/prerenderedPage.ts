/**
 * The first paint: the build renders the first screen and the consent banner into index.html
 * (src/prerender/renderFirstScreen.tsx, build/firstScreenHtml.ts), so a phone shows the page before the
 * JavaScript has arrived. A tiny script in the head hides the picture where it would be wrong.
 *
 * The picture works before the app (build/earlyInputScript.ts, progressive enhancement): the
 * sliders move natively, the ± buttons, the primary button and the banner's accept and reject
 * answer through a small inline script, which writes what the applicant did into one handoff
 * object, `window[EARLY_INPUT_GLOBAL]` ({@link EarlyInput}); a slider's value and the banner's
 * choice are also stored at once, as the app stores them. A v3 step's text fields and boxes work
 * natively: each change is stored at once too, and the app takes their values from the picture.
 * Everything else in the picture (a link, the banner's "choose") stays inert. Until that script runs (or where the CSP refused it) the whole picture is inert.
 * The app takes the handoff over once (src/app/earlyInput.ts): amount and period before
 * its first render; right after it, focus and a pending continue (a click on its primary button);
 * the consent choice made until its banner shows, by a click on it (the picture's banner answers
 * until then, after the first render too). It replaces the page part
 * in its first render (React empties the root) and the banner part when its own banner mounts.
 *
 * Where the picture is off (in a partner's frame, for a returning applicant or one who answered
 * something earlier in the tab, on a continue link or a later step) nothing can be done before the app: the brand's spinner shows (neutral on the
 * continue path) until the app renders, and there is no handoff.
 */

/** The wrapper of each part of the picture. */
export const FIRST_PAINT_CLASS = 'first-paint';
/** The banner's part: it lives after the root, so the app's first render keeps it. */
export const FIRST_PAINT_BANNER_CLASS = 'first-paint--consent';
/**
 * Set on `<html>` by the head script (build/headScript.ts): `off` hides the whole picture where
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

/**
 * The handoff's global: created by the early-input script at the applicant's first action in the
 * picture, absent when they did nothing there.
 */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/**
 * What the applicant did in the picture. Written by an inline script and read from `window`, so
 * the app treats every field as unchecked input (src/app/earlyInput.ts).
 */
export interface EarlyInput {
  /** The sliders' values, by the range input's name (`amount`, `period`). */
  amount?: number;
  period?: number;
  /** The banner's accept (`granted`) or reject (`denied`). */
  consent?: 'granted' | 'denied';
  /** The primary button was pressed: the app continues once, as if its own button were. */
  continuePending?: boolean;
  /** Which of the first screen form's controls (`input, button` in page order) had focus. */
  focusIndex?: number;
}

/**
 * Whether the applicant pressed continue in the picture: the app will continue as soon as it
 * shows, so what the next screen needs can be asked for before its first render.
 */
export function continuePendingInFirstPaint(win: Window): boolean {
  const handoff: unknown = Reflect.get(win, EARLY_INPUT_GLOBAL);
  return (
    typeof handoff === 'object' &&
    handoff !== null &&
    Reflect.get(handoff, 'continuePending') === true
  );
}

/** The texts and formats the early-input script shows, rendered with the build's brand and locale. */
export interface EarlyInputFormats {
  /** Whole amounts are formatted as lib/format.ts's formatMoney does: this locale, these options. */
  intlLocale: string;
  moneyOptions: Intl.NumberFormatOptions;
  /** The period slider's value texts, by value (plurals resolved at build). */
  periodTexts: Record<number, string>;
  /** The primary button's text while a continue waits for the app. */
  pendingText: string;
}

/** What src/prerender/renderFirstScreen.tsx renders for build/firstScreenHtml.ts to put into index.html. */
export interface FirstPaintMarkup {
  /** The first screen with the page around it. */
  page: string;
  consentBanner: string;
  /** The page's spinner (Spinner.tsx), brand-coloured. */
  spinner: string;
  earlyInput: EarlyInputFormats;
  /** The brand's page title, the document's until the app names the step in front of it. */
  title: string;
  /** The brand's first page: which page's own styles the picture needs (build/firstScreen.ts). */
  firstPage: string;
}

export function removeFirstPaintBanner(): void {
  document.querySelector(`.${FIRST_PAINT_BANNER_CLASS}`)?.remove();
}
