import { expect, test, type Page } from '@playwright/test';

/**
 * The build's first paint (build/firstScreenHtml.ts): a phone shows the first screen and the consent
 * banner before the JavaScript has arrived, can type nothing into the picture, and the app takes
 * its place without a second banner or a second page.
 */

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Holds the app's JavaScript back, as a slow connection does, so the picture is all there is. */
async function withoutTheApp(page: Page) {
  await page.route(ENTRY_SCRIPT, (route) => route.abort());
}

/** When the page first painted content, and when it asked for the app's entry script. */
function paintAndEntryRequest(page: Page) {
  return page.evaluate((entryPattern) => {
    const entry = new RegExp(entryPattern);
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entryRequested: performance
        .getEntriesByType('resource')
        .find((resource) => entry.test(resource.name))?.startTime,
    };
  }, ENTRY_SCRIPT.source);
}

const pictureOfPage = (page: Page) => page.locator('#root > .first-paint');
const pictureOfBanner = (page: Page) => page.locator('.first-paint--consent');

test('the first screen and the consent banner show before the JavaScript runs, and take no input', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toHaveText('Tu préstamo');
  await expect(pictureOfPage(page).locator('output[for="field-amount"]')).toHaveText('1000 €');
  await expect(pictureOfBanner(page).locator('.consent__intro')).toBeVisible();
  // Nothing in the picture takes focus, so nothing typed there can be lost when the app arrives.
  for (let presses = 0; presses < 5; presses += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(
    await page.locator('#field-amount').evaluate((input) => input.closest('[inert]') !== null),
  ).toBe(true);
});

test('the picture has the brand’s look before any stylesheet or script has loaded', async ({
  page,
}) => {
  const look = (target: Page) =>
    target
      .getByRole('button', { name: 'Solicitar ahora', includeHidden: true })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          background: style.backgroundColor,
          font: style.fontFamily,
          radius: style.borderRadius,
        };
      });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await withoutTheApp(page);
  await page.goto('.');
  const pictured = await look(page);

  const live = await page.context().newPage();
  await live.goto('.');
  await expect(live.locator('.first-paint')).toHaveCount(0);
  expect(pictured).toEqual(await look(live));
  await live.close();
  // Only the disabled markers of the inlined sheets are requested, and the picture waits for none.
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.css'))
        // Chromium's field, not yet in TypeScript's DOM types.
        .map(
          (entry) =>
            (entry as PerformanceEntry & { renderBlockingStatus?: string }).renderBlockingStatus,
        ),
    ),
  ).toEqual(stylesheets.map(() => 'non-blocking'));
});

test('a continue link and a later screen keep the brand’s look when their styles arrive', async ({
  page,
}) => {
  const brandColours = (target: Page) =>
    target.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
      background: getComputedStyle(document.body).backgroundColor,
    }));
  await page.goto('.');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const firstScreen = await brandColours(page);
  // The look's own colours, not the base styles' defaults.
  expect(firstScreen.primary).toBe('#c2410c');

  // A continue link whose lead is unknown: the funnel's own screen, with the shared later-screen
  // chunk and its styles loaded.
  await page.goto('continue/not-a-lead');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido abrir este enlace' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(2);
  expect(await brandColours(page)).toEqual(firstScreen);
});

test('the app’s script is asked for only once the picture has painted', async ({ page }) => {
  await page.goto('.');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const { painted, entryRequested } = await paintAndEntryRequest(page);
  expect(painted).toBeDefined();
  expect(entryRequested).toBeGreaterThanOrEqual(painted ?? Number.POSITIVE_INFINITY);
});

test('where there is no picture to paint, the app’s script is asked for at once', async ({
  page,
}) => {
  await page.goto('personal-details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { painted, entryRequested } = await paintAndEntryRequest(page);
  expect(entryRequested).toBeLessThan(painted ?? Number.NEGATIVE_INFINITY);
});

test('the app takes the picture’s place: one page, one banner, and the banner works', async ({
  page,
}) => {
  await page.goto('.');
  const banner = page.getByRole('region', { name: 'Tu privacidad' });
  await expect(banner).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await expect(page.locator('section.consent')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await banner.getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('section.consent')).toHaveCount(0);
});

test('a tap on the banner’s picture does not reach the live page beneath it', async ({ page }) => {
  let releaseTracking: () => void = () => undefined;
  const trackingHeld = new Promise<void>((resolve) => (releaseTracking = resolve));
  await page.route(/\/assets\/tracking-[^/]+\.js$/, async (route) => {
    await trackingHeld;
    await route.continue();
  });
  await page.goto('.');
  // The app runs, its banner is still on its way: the picture of the banner is what shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  const accept = pictureOfBanner(page).getByRole('button', {
    name: 'Aceptar todo',
    includeHidden: true,
  });
  const box = await accept.boundingBox();
  expect(box).not.toBeNull();
  const point = {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  };
  const underTheFinger = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.first-paint--consent') !== null,
    point,
  );
  expect(underTheFinger).toBe(true);
  await page.mouse.click(point.x, point.y);
  await expect(page).toHaveURL(/\/application-frontend\/$/);

  releaseTracking();
  await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
  await expect(pictureOfBanner(page)).toHaveCount(0);
});

test('an applicant who already chose sees no picture of the banner', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'trackingConsent',
      JSON.stringify({
        version: 1,
        analytics: false,
        marketing: false,
        decidedAt: new Date().toISOString(),
      }),
    );
  });
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toBeVisible();
  await expect(pictureOfBanner(page)).toBeHidden();
});

test('an applicant coming back to a later step sees no picture of the first screen', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('personal-details');
  await expect(pictureOfPage(page)).toBeHidden();
  await expect(pictureOfBanner(page)).toBeHidden();
});

/** Holds the app's JavaScript until released, as a slow connection does. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Cargando…' });
const ringColour = (page: Page) =>
  spinner(page)
    .locator('.spinner')
    .evaluate((ring) => getComputedStyle(ring).borderTopColor);
const NEUTRAL = 'rgb(95, 102, 112)';
const ASKROBIN_PRIMARY = 'rgb(194, 65, 12)';

test('a continue link shows the neutral spinner until the app shows the continue screen', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // The page's load waits on the held script: go on once the HTML is there.
  await page.goto('continue/00000000-0000-4000-8000-000000000000', { waitUntil: 'commit' });
  await expect(spinner(page)).toBeVisible();
  expect(await ringColour(page)).toBe(NEUTRAL);
  await expect(pictureOfPage(page)).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.page-spinner')).toHaveCount(0);
});

test('a later step reloaded shows the brand’s spinner while its screen loads', async ({ page }) => {
  // This tab's applicant has reached the personal details step.
  await page.addInitScript(() => {
    sessionStorage.setItem('state', JSON.stringify({ progressState: 2 }));
  });
  const release = await holdTheApp(page);
  await page.goto('personal-details', { waitUntil: 'commit' });
  await expect(spinner(page)).toBeVisible();
  expect(await ringColour(page)).toBe(ASKROBIN_PRIMARY);

  // The app runs; the later screen's own code is still on its way: the layout's spinner shows.
  let releaseScreen: () => void = () => undefined;
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route(/\/assets\/ClassicStepScreen-[^/]+\.js$/, async (route) => {
    await screenHeld;
    await route.continue();
  });
  release();
  await expect(page.locator('#root .first-paint-spinner')).toHaveCount(0);
  await expect(page.locator('main .page-spinner')).toHaveText('Cargando…');
  expect(await ringColour(page)).toBe(ASKROBIN_PRIMARY);
  releaseScreen();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
  await expect(page.locator('.page-spinner')).toHaveCount(0);
});

test('the first screen’s picture shows no spinner over it', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('.');
  await expect(pictureOfPage(page).locator('h1')).toBeVisible();
  await expect(page.locator('.first-paint-spinner')).toBeHidden();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the spinner does not spin for those who ask for less motion: it fades in place', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withoutTheApp(page);
  await page.goto('continue/00000000-0000-4000-8000-000000000000');
  await expect(spinner(page)).toBeVisible();
  const animation = await spinner(page)
    .locator('.spinner')
    .evaluate((ring) => getComputedStyle(ring).animationName);
  expect(animation).toBe('pulse');
});
