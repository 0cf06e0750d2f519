/**
 * In the page, before anything runs (Playwright's addInitScript): what the root shows at each
 * change once the build's picture is gone (the step's form, the spinner, or neither: an empty
 * page), and when, in `window.__takeoverProbe.shown`. The bench (slowPhoneTaps.mjs) times a v3
 * build's first step with it; the e2e test of that step checks what shows first.
 */
export function installTakeoverProbe() {
  const probe = { shown: [] };
  window.__takeoverProbe = probe;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root || root.querySelector(':scope > .first-paint')) return;
    const what = root.querySelector('form button[type="submit"]')
      ? 'step'
      : root.querySelector('.page-spinner')
        ? 'spinner'
        : 'empty page';
    if (probe.shown.at(-1)?.what !== what) probe.shown.push({ what, at: performance.now() });
  }).observe(document, { childList: true, subtree: true });
}
