/**
 * True inside a partner's iframe. A cross-origin parent makes `window.top` unreadable, which also
 * means embedded. A page rendered without a window (the build's first paint) is in no frame.
 */
export function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
