import { sanitizeUiColors } from './colors';
import type { UiColors } from './uiSlice';
import { UI_COLORS_PARAM } from './uiColorsParam';

/** The message a partner page posts into the frame to set interface colours. */
export const UI_COLORS_MESSAGE = 'UI_COLORS';

/** Colours from the entry URL's `uiColors` parameter; empty when absent or unusable. */
export function uiColorsFromSearch(search: string): UiColors {
  const raw = new URLSearchParams(search).get(UI_COLORS_PARAM);
  if (!raw || raw.length > 2000) return {};
  try {
    return sanitizeUiColors(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** Colours from a `{ type: 'UI_COLORS', colors }` message; null for any other message. */
export function uiColorsFromMessage(data: unknown): UiColors | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; colors?: unknown };
  if (message.type !== UI_COLORS_MESSAGE) return null;
  return sanitizeUiColors(message.colors);
}

/**
 * Listens for colour messages from the embedding page only (the frame's parent window), after
 * taking those that came `earlier`; the values are validated, so the partner's origin need not be
 * known in advance.
 */
export function listenForPartnerColors(
  win: Window,
  onColors: (colors: UiColors) => void,
  earlier: readonly MessageEvent[] = [],
): () => void {
  const handle = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win) return;
    const colors = uiColorsFromMessage(event.data);
    if (colors && Object.keys(colors).length > 0) onColors(colors);
  };
  earlier.forEach(handle);
  win.addEventListener('message', handle);
  return () => win.removeEventListener('message', handle);
}
