import type { PictureBehaviour, PictureContext, PictureEventType } from './beforeApp';
import { FIRST_PAINT_CLASS } from './markers';

const EVENT_TYPES: readonly PictureEventType[] = ['click', 'input', 'submit', 'focusin'];
/** What could take a tap or focus besides the fields, which all work natively. */
const CONTROLS = ['a[href]', 'button', '[tabindex]:not([tabindex="-1"])'];

/** Makes inert each link and button of the picture that no behaviour answers. */
function keepUnansweredInert(doc: Document, answered: string): void {
  const controls = CONTROLS.map((control) => `.${FIRST_PAINT_CLASS} ${control}`).join(', ');
  for (const control of doc.querySelectorAll(controls))
    if (answered === '' || !control.matches(answered)) control.setAttribute('inert', '');
}

/**
 * Makes the picture answer, from its first paint: run from the head, before the body is parsed,
 * it listens on the document (event delegation) and hands each event in the picture to every
 * behaviour, so a control answers as soon as it shows, in any engine, whenever its markup
 * arrives; nothing of the picture is ever inert and then made live. While the page is parsed,
 * each part is prepared before it paints (a mutation observer runs before the next frame): a
 * link or button that no behaviour answers is made inert, and the behaviours see what arrived.
 */
export function answerThePicture(
  context: PictureContext,
  behaviours: readonly PictureBehaviour[],
): void {
  const doc = context.win.document;
  const answered = behaviours.flatMap(({ answers }) => answers ?? []).join(', ');
  for (const behaviour of behaviours) behaviour.start?.(context);
  for (const type of EVENT_TYPES)
    doc.addEventListener(type, (event) => {
      const { target } = event;
      if (!(target instanceof Element) || !target.closest(`.${FIRST_PAINT_CLASS}`)) return;
      for (const behaviour of behaviours) behaviour.on?.[type]?.(event, context);
    });
  const parsed = () => {
    keepUnansweredInert(doc, answered);
    for (const behaviour of behaviours) behaviour.parsed?.(context);
  };
  parsed();
  if (doc.readyState !== 'loading') return;
  const observer = new MutationObserver(parsed);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    parsed();
  });
}
