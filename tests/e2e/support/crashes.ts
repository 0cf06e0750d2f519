import { expect, type Page } from '@playwright/test';

/**
 * Collects what would count as a crash (an uncaught error, the "something went wrong" screen);
 * call the function it returns at the end of the test.
 */
export function watchForCrashes(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return async () => {
    expect(errors, 'uncaught errors in the page').toEqual([]);
    await expect(page.locator('.fatal-error')).toHaveCount(0);
  };
}
