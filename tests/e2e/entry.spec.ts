import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { Funnel, leadIdOf, storedLead } from './support/funnel';

/**
 * Issue 32, reproduction 6 and W1, on the real build against the real sandbox. A value the entry
 * takes from the URL or from storage beyond the contract's limits is dropped with a warning and
 * never stored, so the applicant can always apply; and what the entry's reset rules take, a reload
 * does not bring back.
 */

const OVER_LONG = {
  // The contract takes 255 characters for either.
  refName: 'r'.repeat(300),
  sellingTierGlobalId: '7'.repeat(6000),
} as const;

/** The console's warnings of the page, as they come. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Every value the tab's local and session storage hold, as one text; but `sessionUrl`, the
 * session's entry URL as it came, which is only ever read through the same checks.
 */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Array.from({ length: store.length }, (_, i) => store.key(i) ?? ''))
      .filter((key) => key !== 'sessionUrl')
      .map((key) => `${localStorage.getItem(key) ?? ''}${sessionStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );

for (const [param, value] of Object.entries(OVER_LONG)) {
  test(`a link with a ${value.length}-character ${param}: the lead is created, without it`, async ({
    page,
    request,
  }) => {
    const warnings = warningsOf(page);
    const funnel = new Funnel(page);
    await funnel.open(`${param}=${value}&utm_source=mail`);
    await funnel.toContactDetails();

    const lead = await storedLead(request, SANDBOX_ORIGIN, await leadIdOf(page));
    expect(lead.data).not.toHaveProperty('sellingTierGlobalId');
    expect(lead.data).not.toHaveProperty('affiliateReferenceParams');
    // The rest of the link still reaches the lead.
    expect(lead.data['posthogParameters']).toMatchObject({ utm: { utm_source: 'mail' } });
    expect(await storedText(page)).not.toContain(value.slice(0, 256));
    expect(warnings).toContain(`Dropping URL parameter "${param}": beyond the lead API's limits`);
  });
}

test('what an older visit stored beyond the limits is dropped on restore, and the lead is created', async ({
  page,
  request,
}) => {
  const warnings = warningsOf(page);
  const funnel = new Funnel(page);
  await funnel.open();
  // The first paint shows before the app starts: its entry must have run before storage is set.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sessionId'))).not.toBeNull();
  // As a release that kept them would have left them: the reference for good, the tier in the tab.
  await page.evaluate((values) => {
    localStorage.setItem(
      'storedLoanApplication',
      JSON.stringify({
        affiliateReferenceParams: { attribute: values.refName, setAt: new Date().toISOString() },
      }),
    );
    sessionStorage.setItem('sellingTierGlobalId', JSON.stringify(values.sellingTierGlobalId));
  }, OVER_LONG);

  await funnel.open();
  await funnel.toContactDetails();
  const lead = await storedLead(request, SANDBOX_ORIGIN, await leadIdOf(page));
  expect(lead.data).not.toHaveProperty('sellingTierGlobalId');
  expect(lead.data).not.toHaveProperty('affiliateReferenceParams');
  expect(await storedText(page)).not.toContain('rrrrrrrrrr');
  expect(await storedText(page)).not.toContain('7777777777');
  expect(warnings).toContain(
    "Dropping stored affiliate reference attribute: beyond the lead API's limits",
  );
  expect(warnings).toContain(
    'Dropping stored "sellingTierGlobalId": beyond the lead API\'s limits',
  );
});

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
