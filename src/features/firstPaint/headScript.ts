import { consentBannerBeforeApp } from '../consent';
import { fieldsBeforeApp, rangeFieldBeforeApp, submitButtonBeforeApp } from '../form';
import { onContinuePath, setDocumentTitle } from '../layout';
import { createSafeStorage } from '../../lib/storage';
import { answerThePicture } from './answerThePicture';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_END_ID,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
  type PictureShown,
} from './markers';
import { readPictureTexts } from './pageData';
import { decidePicture } from './pictureDecision';

/** What answers in the picture before the app: each component's behaviour, beside it. */
const BEHAVIOURS = [
  rangeFieldBeforeApp,
  fieldsBeforeApp,
  submitButtonBeforeApp,
  consentBannerBeforeApp,
];

/**
 * Holds the page's rendering until the whole picture is parsed (`<link rel="expect"
 * blocking="render">` naming its last part), so an engine that honours it never paints half a
 * picture; one that does not paints parts, each of which answers already. The link names this
 * document's own address (the `<base href>` would make a bare `#id` another page's, which blocks
 * nothing).
 */
function holdRenderingForTheWholePicture(win: Window): void {
  const expect = win.document.createElement('link');
  expect.rel = 'expect';
  expect.href = `${win.location.href.split('#')[0] ?? ''}#${FIRST_PAINT_END_ID}`;
  expect.setAttribute('blocking', 'render');
  win.document.head.appendChild(expect);
}

/**
 * The page's head script, inline (it waits on no request; the Content-Security-Policy allows it by
 * its hash: build/responseHeaders.ts) and run before the body is parsed. It decides what of the
 * build's picture shows (pictureDecision.ts; where it is off, the spinner shows instead, neutral
 * on the continue path as the app's), takes the build's title away in a partner's frame as the
 * app does, and makes the picture answer from its first paint (answerThePicture.ts).
 */
export default function runHeadScript(win: Window): void {
  const doc = win.document;
  const root = doc.documentElement;
  if (onContinuePath(win.location.pathname))
    root.setAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE, 'neutral');
  setDocumentTitle(doc, doc.title);
  const texts = readPictureTexts(doc);
  const stores = {
    local: createSafeStorage('localStorage', () => win.localStorage),
    session: createSafeStorage('sessionStorage', () => win.sessionStorage),
  };
  let shown: PictureShown = 'off';
  try {
    if (texts) shown = decidePicture(win, stores);
  } catch {
    // Whatever cannot be read leaves the picture off: the app shows what is true.
  }
  root.setAttribute(FIRST_PAINT_ATTRIBUTE, shown);
  if (shown === 'off' || !texts) return;
  holdRenderingForTheWholePicture(win);
  answerThePicture({ win, texts, stores }, BEHAVIOURS);
}
