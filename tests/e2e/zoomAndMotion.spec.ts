import { expect, test, type Page } from '@playwright/test';
import { continueTo, leadInState } from './support/leadStates';
import { localeTargets } from './support/localeBuilds';

/**
 * What axe cannot see: the main flow at 200 % zoom and with text enlarged to 200 % (WCAG 1.4.4,
 * 1.4.10; a11y.spec.ts already checks every screen at 320 CSS px), and the spinner without
 * motion when the applicant's system asks for less (2.3.3).
 */
const target = localeTargets().find((candidate) => candidate.id === 'es-askrobin');

/** Sideways scrolling of the page, and elements that cut their own text off. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
        return (
          clips &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.textContent.trim() !== ''
        );
      })
      .map((element) => element.className || element.tagName);
    return { sideways: Math.max(0, root.scrollWidth - root.clientWidth), clipped };
  });
}

async function expectMainFlowFits(page: Page, label: string) {
  if (!target) return;
  const { origin, baseUrl } = target;
  await page.goto(baseUrl);
  await page.locator('body > section.consent').getByRole('button').first().click();
  expect(await layoutProblems(page), `${label}: first screen`).toEqual({
    sideways: 0,
    clipped: [],
  });

  await continueTo(
    page,
    baseUrl,
    await leadInState(page.request, origin, 3, target),
    '/contact-details',
  );
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.error-summary')).toBeFocused();
  expect(await layoutProblems(page), `${label}: contact details with errors`).toEqual({
    sideways: 0,
    clipped: [],
  });
  // The primary action stays reachable below the errors.
  await page.locator('form button[type="submit"]').scrollIntoViewIfNeeded();
  await expect(page.locator('form button[type="submit"]')).toBeInViewport();

  await continueTo(page, baseUrl, await leadInState(page.request, origin, 10, target), '/accepted');
  expect(await layoutProblems(page), `${label}: offers`).toEqual({ sideways: 0, clipped: [] });
}

if (target) {
  test.describe(`${target.id}: zoom and motion`, () => {
    test.describe('at 200 % zoom (a 1280 × 720 window)', () => {
      test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });
      test('the main flow fits without sideways scrolling or cut-off text', async ({ page }) => {
        await expectMainFlowFits(page, '200 % zoom');
      });
    });

    test.describe('with text enlarged to 200 %', () => {
      test.use({ viewport: { width: 1280, height: 720 } });
      test('the main flow fits without sideways scrolling or cut-off text', async ({ page }) => {
        // Text size set in the browser: it scales the root font size that every size is in rem of.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            document.documentElement.style.fontSize = '200%';
          });
        });
        await expectMainFlowFits(page, '200 % text');
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
      });
    });

    for (const [motion, spins] of [
      ['no-preference', true],
      ['reduce', false],
    ] as const) {
      test(`the checking spinner ${spins ? 'spins' : 'does not move'} with ${motion} motion`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: motion });
        // The application is sent from its last step; the checking polls are held, so the
        // checking screen stays while its spinner is looked at.
        const id = await leadInState(page.request, target.origin, 25, target);
        await continueTo(page, target.baseUrl, id, '/reference-information');
        await page.locator('[name="referenceDetails.type"]').selectOption({ index: 1 });
        await page.locator('[name="referenceDetails.name"]').fill('Ana López');
        await page.locator('[name="referenceDetails.phoneNumber"]').fill(target.phone);
        await page.route('**/lead/status/**', () => undefined);
        await page.locator('form button[type="submit"]').click();
        await expect(page).toHaveURL(/\/checking$/);
        // The checking screen's own spinner, not the one shown while the screen loads (which may
        // be taken away between being found and being looked at).
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const spinner = page.locator('main .message .spinner');
        await expect(spinner).toBeVisible();
        const moving = await spinner.evaluate((element) =>
          element
            .getAnimations()
            .some((animation) =>
              (animation.effect as KeyframeEffect | null)
                ?.getKeyframes()
                .some((frame) => 'transform' in frame || 'rotate' in frame || 'translate' in frame),
            ),
        );
        expect(moving).toBe(spins);
        if (spins) return;
        // What moves for those who ask for less motion comes to rest within 5 s (WCAG 2.2.2).
        const restsAfterMs = await spinner.evaluate((element) =>
          Math.max(
            ...element
              .getAnimations()
              .map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
          ),
        );
        expect(restsAfterMs).toBeLessThanOrEqual(5000);
      });
    }
  });
}
