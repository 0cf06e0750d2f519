import { expect, test } from '@playwright/test';
import { Funnel } from './support/funnel';

/**
 * The entry of a visit, on the real build against the real sandbox (issue 32): what the entry's
 * reset rules take, a reload does not bring back.
 */

test('a new affiliate link starts over, and a reload after it stays on the first step (W1)', async ({
  page,
}) => {
  const funnel = new Funnel(page);
  await funnel.open('refName=alpha');
  await funnel.toContactDetails();

  await funnel.open('refName=beta');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  // The app has taken the new reference in (the first paint shows before it starts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storedLoanApplication')))
    .toContain('"beta"');
  await page.reload();
  // The app has replaced the first paint (which always shows the first step): it placed the page.
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/contact-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  // The contact step of the old lead no longer opens: this session has not reached it.
  await page.goto('./contact-details');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/contact-details$/);
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('state') ?? 'null') as unknown),
  ).toMatchObject({ progressState: 0 });
});
