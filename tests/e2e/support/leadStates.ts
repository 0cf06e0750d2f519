import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** States the applicant reaches without the sandbox's check: the classic steps before the offer. */
const BEFORE_CHECKING = new Set([1, 2, 3, 4, 5, 25]);

interface LeadOptions {
  /** The backend product of the build (askrobin, finipay, default, ...). */
  product: string;
  /** The applicant's mobile number (national form), for the screens that show or verify it. */
  phone?: string;
  /** A lead before checking holds this e-mail (a checked one has its `state-<n>@` address). */
  email?: string;
  amount?: number;
  period?: number;
  periodScale?: 'days' | 'months';
}

/**
 * A lead in `state`, created through the lead API as the funnel would: the classic steps directly,
 * any later state through checking with the test input `state-<n>@example.com` (docs/api.md),
 * waiting for the sandbox to decide. Returns its id, for a continue link.
 */
export async function leadInState(
  request: APIRequestContext,
  origin: string,
  state: number,
  { product, phone, email, amount = 1000, period = 61, periodScale = 'days' }: LeadOptions,
): Promise<string> {
  const checked = !BEFORE_CHECKING.has(state);
  const created = await request.post(`${origin}/v3/lead`, {
    data: {
      product,
      progressState: checked ? 6 : state,
      amount,
      period,
      periodScale,
      tags: ['react-ui'],
      // Before checking, the steps are still to be filled in: the lead holds no answers yet
      // (but the e-mail, when one is given).
      ...(checked
        ? {
            personalDetails: { firstName: 'Ana', lastName: 'Test' },
            contactDetails: {
              email: `state-${state}@example.com`,
              ...(phone ? { phoneNumber: phone } : {}),
            },
          }
        : email
          ? { contactDetails: { email } }
          : {}),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, applicantToken } = (await created.json()) as { id: string; applicantToken: string };
  if (checked) {
    await expect
      .poll(
        async () => {
          const status = await request.get(`${origin}/lead/status/${id}`, {
            headers: { authorization: `Bearer ${applicantToken}` },
          });
          return ((await status.json()) as { progressState: number }).progressState;
        },
        { intervals: [100, 200, 300] },
      )
      .toBe(state);
  }
  return id;
}

/**
 * The funnel path of a fresh continue link of the lead (`continue/<continue token>`, relative to
 * the funnel), as the continue e-mail carries it; `validForMs: 0` gives an expired one.
 */
export async function continuePathOf(
  request: APIRequestContext,
  origin: string,
  id: string,
  validForMs?: number,
): Promise<string> {
  const response = await request.post(`${origin}/sandbox/leads/${id}/continue-link`, {
    data: validForMs === undefined ? {} : { validForMs },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { continueToken } = (await response.json()) as { continueToken: string };
  return `continue/${continueToken}`;
}

/** Opens a continue link of the lead and waits for the screen of its state. */
export async function continueTo(page: Page, baseUrl: string, id: string, route: string) {
  const origin = new URL(baseUrl).origin;
  await page.goto(`${baseUrl}${await continuePathOf(page.request, origin, id)}`);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The same continue link followed inside the page already open, as the router follows a link:
 * the funnel loads the lead and shows its screen without booting again (much faster in a long
 * series of screens than a new page load each).
 */
export async function followContinueLink(page: Page, baseUrl: string, id: string, route: string) {
  const path = await continuePathOf(page.request, new URL(baseUrl).origin, id);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, new URL(path, baseUrl).pathname);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The last classic step before checking: reference information. */
const REFERENCE_INFORMATION = 25;

/**
 * A lead on the last step before checking, holding `email`, opened in `page` through its continue
 * link; the test then sends the step and the lead goes to checking.
 */
export async function openAtLastStep(
  page: Page,
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<string> {
  const id = await leadInState(request, origin, REFERENCE_INFORMATION, {
    product: 'askrobin',
    email,
  });
  await page.goto(`./${await continuePathOf(request, origin, id)}`);
  await expect(page).toHaveURL(/\/reference-information$/);
  return id;
}
