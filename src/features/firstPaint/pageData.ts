import { isRecord } from '../../lib/guards';

/**
 * The data the page's inline scripts need, written by the build as JSON in the head
 * (`<script type="application/json" id="first-paint-data">`, build/firstScreenHtml.ts) before the
 * head script: data, never code spliced into a script.
 */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/** The texts and formats the picture shows before the app, as the app renders them. */
export interface PictureTexts {
  /** Whole amounts are formatted as lib/format.ts's formatMoney does, in this locale and currency. */
  intlLocale: string;
  currencyCode: string;
  /** The period slider's value texts, by value (plurals resolved at build). */
  periodTexts: Record<string, string>;
  /** The primary button's text while a continue waits for the app. */
  pendingText: string;
}

/**
 * The scripts the app starts from, as addresses in the page (build/firstScreen.ts works them out).
 * The entry and what it imports are requested by the page itself while it parses
 * (`<link rel="modulepreload">`, build/firstScreenHtml.ts); the app loader runs the entry.
 */
export interface AppScripts {
  entry: string;
  /**
   * Requested once the entry runs: what the app requests before its first render (a v3 build's
   * first step), so it downloads while the entry is read (docs/performance.md).
   */
  startupPreloads: string[];
  /**
   * Requested when the picture's continue is pressed before the app runs: what the screen after
   * the first needs, so it downloads while the app starts instead of once it has taken over.
   */
  continuePreloads: string[];
}

export interface FirstPaintData {
  picture: PictureTexts;
  app: AppScripts;
}

/**
 * One part of the page's data, or null where it is missing or not an object: the build writes it
 * (its shape is checked there, by type), so only what a hand-edited page could break is checked.
 */
function readPart<Key extends keyof FirstPaintData>(
  doc: Document,
  key: Key,
): FirstPaintData[Key] | null {
  try {
    const data: unknown = JSON.parse(doc.getElementById(FIRST_PAINT_DATA_ID)?.textContent ?? '');
    const part: unknown = isRecord(data) ? data[key] : null;
    return isRecord(part) ? (part as unknown as FirstPaintData[Key]) : null;
  } catch {
    return null;
  }
}

/** The texts the picture shows, or null where the page carries none. */
export const readPictureTexts = (doc: Document): PictureTexts | null => {
  const texts = readPart(doc, 'picture');
  return texts && isRecord(texts.periodTexts) ? texts : null;
};

/** The addresses the app starts from, or null where the page carries none. */
export const readAppScripts = (doc: Document): AppScripts | null => {
  const scripts = readPart(doc, 'app');
  return scripts && typeof scripts.entry === 'string' ? scripts : null;
};
