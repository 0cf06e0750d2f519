import type { Page } from '@playwright/test';

/** The app's entry script. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
/** The tracking chunk, with the app's consent banner. */
export const TRACKING_CHUNK = /\/assets\/tracking-[^/]+\.js$/;

/**
 * Holds every request for `script` until the returned function is called, as a slow connection
 * does; then they go on to the server.
 */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
