import { expect, test } from '@playwright/test';
import { scenarioSteps } from './support/dynamicForm';

/**
 * The testers' preview of a scenario's data points (docs/dynamic-form.md) on a development build
 * of a v3 brand (the `v3-es-finipay` project of playwright.config.ts), against its sandbox.
 */

function sandboxOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('The v3 project sets a baseURL');
  return new URL(baseURL).origin;
}

test.describe('the data points preview', () => {
  test('shows every step path of v3-all with its data points and their controls, without a lead', async ({
    page,
    request,
    baseURL,
  }) => {
    const steps = await scenarioSteps(request, sandboxOf(baseURL), 'v3-all');
    await page.goto('./preview/datapoints');
    await expect(page).toHaveURL(/\/preview\/datapoints$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data points of v3-all');
    // The consent banner has a heading of its own: only the page's are counted.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      ...steps.keys(),
    ]);

    const bank = page.getByRole('region', { name: 'bank-account' });
    await expect(bank.locator('code').getByText('IBAN', { exact: true })).toBeVisible();
    await expect(bank.locator('[name="incomeDetails.iban"]')).toBeDisabled();
  });

  test('says so when the sandbox knows no such scenario', async ({ page }) => {
    await page.goto('./preview/datapoints?scenario=v3-nope');
    await expect(page.getByRole('alert')).toHaveText('No scenario named “v3-nope”.');
  });
});
