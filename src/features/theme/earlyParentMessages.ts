import { isEmbedded } from '../embed';

/**
 * The parent window's messages from the moment the entry runs until the colour parser listens
 * (usePartnerColors.ts). A partner may post its colours as soon as the frame has loaded
 * (docs/embedding.md): that can be before the app has rendered and the parser has arrived.
 */
const kept: MessageEvent[] = [];
/** A parent that posts without end must not fill the memory: the last ones are what count. */
const MOST_KEPT = 20;

function keep(event: MessageEvent): void {
  if (event.source !== window.parent) return;
  kept.push(event);
  if (kept.length > MOST_KEPT) kept.shift();
}

// Only inside a frame (never when the build renders the page in Node).
if (isEmbedded()) window.addEventListener('message', keep);

/** Stops keeping the parent's messages and hands over those that came, oldest first. */
export function takeEarlyParentMessages(win: Window): MessageEvent[] {
  win.removeEventListener('message', keep);
  return kept.splice(0);
}
