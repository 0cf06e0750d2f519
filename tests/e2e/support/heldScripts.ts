import type { Locator, Page } from '@playwright/test';

/** The app's entry script. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
/**
 * What the classic step after the first needs, by chunk name: its screen, the form kit it imports,
 * the country's patterns, the rest of the texts (the picture asks for them at its continue).
 */
export const NEXT_STEP_CHUNKS = ['ClassicStepScreen', 'formKit', 'translation', 'validation'];
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

/**
 * Opens the first screen with the app's entry held back, as a slow connection does: the build's
 * picture is all there is until `release` is called. The page's load waits on the held entry, so
 * this goes on once the HTML is there.
 */
export async function openPictureWithoutTheApp(
  page: Page,
): Promise<{ release: () => void; picture: Locator }> {
  const release = await holdScript(page, ENTRY_SCRIPT);
  await page.goto('./', { waitUntil: 'commit' });
  return { release, picture: page.locator('#root > .first-paint') };
}
