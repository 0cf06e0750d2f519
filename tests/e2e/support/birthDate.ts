import { expect, type Page } from '@playwright/test';

const PARTS = ['day', 'month', 'year'] as const;

/** The day, month and year of an ISO date, as an applicant types them (no leading zeros). */
function partsOf(iso: string): Record<(typeof PARTS)[number], string> {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** Types a date of birth into its three fields, `<name>.day`, `.month` and `.year`. */
export async function fillBirthDate(page: Page, name: string, iso: string) {
  const parts = partsOf(iso);
  for (const part of PARTS) await page.locator(`[name="${name}.${part}"]`).fill(parts[part]);
}

/**
 * The three fields of a date of birth show the date typed with fillBirthDate: as typed while it
 * is a draft, or with the leading zeros of the ISO date once the lead holds it.
 */
export async function expectBirthDate(page: Page, name: string, iso: string) {
  const parts = partsOf(iso);
  for (const part of PARTS) {
    await expect(page.locator(`[name="${name}.${part}"]`)).toHaveValue(
      new RegExp(`^0?${parts[part]}$`),
    );
  }
}
