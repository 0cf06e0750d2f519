import type { PictureTexts } from '../features/firstPaint';

/**
 * The modules a build's first screen loads, as the features name them (by path from the
 * repository's root): build/firstScreen.ts finds their chunks in the bundle, scripts/budget.mjs
 * counts them.
 */
export interface FirstScreenModules {
  /** Requested with the entry: the first screen's own chunks. */
  modules: string[];
  /** Whose chunks' stylesheets the picture paints with (a first page that is a chunk of its own). */
  pageStyles: string[];
  /** What the app requests before its first render on this first page. */
  startup: string[];
  /**
   * What the screen after the first one needs, requested by the picture when its continue is
   * pressed, before the app runs (the applicant who tapped waits for that screen).
   */
  continueModules: string[];
}

/** What renderFirstScreen.tsx renders for build/firstScreenHtml.ts to put into index.html. */
export interface FirstPaintMarkup {
  /** The first screen with the page around it. */
  page: string;
  consentBanner: string;
  /** The page's spinner (Spinner.tsx), brand-coloured. */
  spinner: string;
  /** The texts the picture's behaviours show, as the app renders them. */
  pictureTexts: PictureTexts;
  /** The brand's page title, the document's until the app names the step in front of it. */
  title: string;
  /** The brand's first page: which of build/firstScreen.json's startup modules apply. */
  firstPage: string;
  /** The modules of this build's first screen, as the features name them. */
  firstScreen: FirstScreenModules;
}
