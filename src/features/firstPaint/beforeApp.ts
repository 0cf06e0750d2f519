import type { BrowserStores } from '../../lib/storedRecord';
import type { PictureTexts } from './pageData';

/** The events a behaviour of the picture answers, listened to on the document. */
export type PictureEventType = 'click' | 'input' | 'submit' | 'focusin';

/** What a behaviour is given: the window it runs in, the texts the picture shows, the stores. */
export interface PictureContext {
  win: Window;
  texts: PictureTexts;
  /** The window's storage, as the app reads and writes it (lib/storage.ts). */
  stores: BrowserStores;
}

/**
 * A component's behaviour before the app, beside the component it stands in for (as GOV.UK
 * Frontend keeps `character-count.mjs` beside its template): the range field's
 * (form/rangeFieldBeforeApp.ts), the primary button's (form/submitButtonBeforeApp.ts), the
 * fields' (form/fieldsBeforeApp.ts) and the consent banner's
 * (consent/consentBannerBeforeApp.ts). The head script (headScript.ts) listens on the document
 * from before the body is parsed and hands each event in the picture to every behaviour, so a
 * control answers from its first paint.
 */
export interface PictureBehaviour {
  /**
   * The picture's links and buttons it answers, as a selector of the hooks its component renders
   * (data attributes, never style classes). A link or button no behaviour answers is inert.
   */
  answers?: string;
  /** Handlers for events whose target is in the picture. */
  on?: Partial<Record<PictureEventType, (event: Event, context: PictureContext) => void>>;
  /** Runs once, before the body is parsed, where the picture shows. */
  start?: (context: PictureContext) => void;
  /**
   * Runs each time more of the page has been parsed, before it paints (a mutation observer's
   * microtask), and once the whole page is: where a behaviour measures what the parser brings.
   */
  parsed?: (context: PictureContext) => void;
}
