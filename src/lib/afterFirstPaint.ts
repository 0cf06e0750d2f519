/**
 * Runs `callback` once the page has loaded and the browser is idle, so third-party code (tracking) and optional parts (notifications) never
 * competes with the first screen (DESIGN.md, "Speed"). Returns a cancel function.
 */
export function afterFirstPaint(
  win: Window,
  callback: () => void,
  idleTimeoutMs = 2000,
): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      idleHandle = win.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timer = setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined && typeof win.cancelIdleCallback === 'function')
      win.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
