import { expect, test } from '@playwright/test';
import { tapOnTheFirstFrameOfAPageInParts } from '../../e2e/support/tapAtFirstPaint';
import { FIREFOX_BUILDS } from './playwright.config';

/**
 * Chromium's "a tap on the first frame of a page that arrives in pieces is honoured"
 * (tests/e2e/firstPaint.spec.ts), in Firefox, which ignores `blocking=render`: it draws the
 * picture as its markup arrives, before the rest of the page; the head script, which listens
 * before the body is parsed, must answer the tap all the same.
 */
test('a tap on the first frame of a page that arrives in pieces is honoured', async ({ page }) => {
  const { movedOn, tap } = await tapOnTheFirstFrameOfAPageInParts(
    page,
    FIREFOX_BUILDS.classic.origin,
  );
  expect(movedOn, `${tap} moves on to the next step`).toBe(true);
});
