/** True inside a partner's iframe. A cross-origin parent makes `window.top` unreadable, which also means embedded. */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
