import { expect, test } from '@playwright/test';

/**
 * The Permissions-Policy names only features the browser knows: Chromium warns on the console of
 * every page about one it does not ("Error with Permissions-Policy header: Unrecognized feature").
 * The sandbox sends the same policy as every build's `_headers` and `nginx.conf`
 * (build/responseHeaders.ts); tests/e2e/nginx.spec.ts watches the build's own under nginx.
 */
test('Chromium recognises every feature the Permissions-Policy switches off', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Unrecognized feature/i.test(message.text()))
      warnings.push(message.text());
  });
  // Chromium reports the policy when the document commits, before its load event, which goto
  // awaits.
  const answer = await page.goto('./');
  expect(answer?.headers()['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  expect(warnings).toEqual([]);
});
