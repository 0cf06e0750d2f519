import { expect, test, type Page, type Request } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { APPLICANT, applicantTokenOf, emailFor, Funnel, leadIdOf } from './support/funnel';
import { continuePathOf } from './support/leadStates';
import {
  bodyText,
  lookLikeAPerson,
  ORDINARY_USER_AGENT,
  stubThirdParties,
  TRACKERS_START_WITHIN,
  type Traffic,
} from './support/thirdParties';

/**
 * The wire test of docs/tracking.md, "What each vendor receives": with every purpose granted, no
 * third-party request (URL, any header, body) and no vendor queue in the page holds the lead id
 * (which opens the whole application) or what the applicant typed. Vendors are stubbed at the
 * network edge (support/thirdParties.ts); the sandbox's CSP is bypassed so that the test sees
 * what the funnel attempts, not what the browser blocks.
 */
test.use({ bypassCSP: true, userAgent: ORDINARY_USER_AGENT });

/** How many event batches PostHog has sent so far. */
const postHogBatches = (traffic: Traffic) =>
  traffic.thirdParty().filter((url) => /^https:\/\/eu\.i\.posthog\.com\/(i\/v0\/)?e\//.test(url))
    .length;

const isThirdParty = (request: Request) => new URL(request.url()).origin !== SANDBOX_ORIGIN;

/** Each secret as it may travel: as typed, lowercased, URL-encoded, form-encoded. */
function needlesOf(secrets: readonly string[]): string[] {
  return [
    ...new Set(
      secrets.flatMap((secret) => [
        secret,
        secret.toLowerCase(),
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
      ]),
    ),
  ];
}

/** The third-party requests that carry a secret anywhere, as `METHOD url: needle`. */
function leaksOnTheWire(traffic: Traffic, secrets: readonly string[]): string[] {
  const needles = needlesOf(secrets);
  return traffic.all.filter(isThirdParty).flatMap((request) => {
    const carried = [request.url(), JSON.stringify(request.headers()), bodyText(request)].join(
      '\n',
    );
    return needles
      .filter((needle) => carried.includes(needle))
      .map((needle) => `${request.method()} ${request.url()}: ${needle}`);
  });
}

/**
 * What the vendors hold in the page, still to be sent or kept for later: GTM's dataLayer, the
 * Meta and TikTok queues, PostHog's in-page queue and its persistence (local storage, cookies).
 */
async function vendorState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const globals = window as unknown as Record<string, unknown>;
    const plain = (value: unknown): unknown =>
      value instanceof Object && 'length' in value && !Array.isArray(value)
        ? Array.from(value as ArrayLike<unknown>)
        : value;
    const fbq = globals['fbq'] as { queue?: unknown[] } | undefined;
    const ttq = globals['ttq'] as unknown[] | undefined;
    const posthog = globals['posthog'] as { _q?: unknown; __request_queue?: unknown } | undefined;
    const phStorage = Object.keys(localStorage)
      .filter((key) => /^(ph_|__ph)/.test(key))
      .map((key) => `${key}=${localStorage.getItem(key) ?? ''}`);
    return JSON.stringify({
      dataLayer: ((globals['dataLayer'] as unknown[] | undefined) ?? []).map(plain),
      fbq: (fbq?.queue ?? []).map(plain),
      ttq: (ttq ?? []).map(plain),
      posthog: posthog ? [posthog._q, posthog.__request_queue] : [],
      phStorage,
      cookies: document.cookie,
    });
  });
}

function leaksInState(state: string, secrets: readonly string[]): string[] {
  return needlesOf(secrets).filter((needle) => state.includes(needle));
}

/** Waits until the page has started no request for a whole second (trackers load when idle). */
async function untilQuiet(page: Page, traffic: Traffic): Promise<void> {
  await expect
    .poll(
      async () => {
        const seen = traffic.all.length;
        await page.waitForTimeout(1_000);
        return traffic.all.length === seen;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

const PHONE_E164 = `+34${APPLICANT.phone}`;

test('no third-party request or vendor queue carries the lead id or personal data, through /accepted and a slow continue link', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await lookLikeAPerson(page);
  const traffic = await stubThirdParties(page);
  const funnel = new Funnel(page);
  const email = emailFor('accepted');
  await funnel.open();
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect
    .poll(() => traffic.hostsContacted(), TRACKERS_START_WITHIN)
    .toContain('connect.facebook.net');
  await funnel.completeToChecking(email);
  await expect(page).toHaveURL(/\/accepted$/);
  const leadId = await leadIdOf(page);
  const firstToken = await applicantTokenOf(page);
  const continuePath = await continuePathOf(request, SANDBOX_ORIGIN, leadId);

  // The applicant comes back through the continue link, and the server takes its time to answer:
  // long enough for the trackers to have started on the continue page, were they allowed to.
  await request.post(`${SANDBOX_ORIGIN}/sandbox/faults`, {
    data: {
      method: 'GET',
      path: `/v3/lead/url/${continuePath.slice('continue/'.length)}/continue`,
      hangMs: 6_000,
      times: 1,
    },
  });
  const pageViewsBefore = traffic.meta().length;
  const batchesBefore = postHogBatches(traffic);
  await page.goto(`./${continuePath}`);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 30_000 });
  // The trackers of this page load have started (a new page view) and gone quiet.
  await expect
    .poll(() => traffic.meta().length, { timeout: 30_000 })
    .toBeGreaterThan(pageViewsBefore);
  await expect
    .poll(() => postHogBatches(traffic), { timeout: 30_000 })
    .toBeGreaterThan(batchesBefore);
  await untilQuiet(page, traffic);

  const secrets = [
    leadId,
    // Credentials: the applicant tokens before and after the continue link, and the link's own.
    firstToken,
    await applicantTokenOf(page),
    continuePath.slice('continue/'.length),
    email,
    APPLICANT.phone,
    PHONE_E164,
    APPLICANT.firstName,
    APPLICANT.lastName,
    APPLICANT.referenceName,
    APPLICANT.referencePhone,
  ];
  const searched = traffic.all.filter(isThirdParty).length;
  const leaks = leaksOnTheWire(traffic, secrets);
  console.log(`privacy wire test: ${leaks.length} of ${searched} third-party requests leaked`);
  expect(searched).toBeGreaterThan(0);
  expect(traffic.hostsContacted()).toEqual(
    expect.arrayContaining(['analytics.tiktok.com', 'eu.i.posthog.com', 'www.facebook.com']),
  );
  expect(leaks).toEqual([]);
  expect(leaksInState(await vendorState(page), secrets)).toEqual([]);
});

/**
 * Consent given in an earlier visit (PostHog already knows this browser), or only on the page the
 * logo leads to: then PostHog starts there and takes that page's referrer as the person's
 * `$initial_referrer`, which must not hold the e-mail.
 */
for (const consent of ['earlier', 'after the logo'] as const) {
  test(`the unsubscribe link’s e-mail reaches no vendor, not even as a referrer after the logo is clicked (consent ${consent})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tab = consent === 'earlier' ? await page.context().newPage() : page;
    if (consent === 'earlier') {
      await lookLikeAPerson(page);
      const first = await stubThirdParties(page);
      await new Funnel(page).open();
      await page.getByRole('button', { name: 'Aceptar todo' }).click();
      await expect
        .poll(() => first.hostsContacted(), TRACKERS_START_WITHIN)
        .toContain('eu.i.posthog.com');
    }

    const email = `unsubscribe+${Date.now()}@example.com`;
    await lookLikeAPerson(tab);
    const traffic = await stubThirdParties(tab);
    await tab.goto(`./unsubscribe?email=${encodeURIComponent(email)}`);
    await expect(tab.getByLabel('Correo electrónico')).toHaveValue(email);
    // Read into the field, the e-mail leaves the address bar.
    await expect(tab).not.toHaveURL(/email=/);
    await expect(tab.getByLabel('Correo electrónico')).toHaveValue(email);

    await tab.getByRole('banner').getByRole('link').click();
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    if (consent === 'after the logo')
      await tab.getByRole('button', { name: 'Aceptar todo' }).click();
    // PostHog has sent the page view of the page the logo led to, with its referrer.
    await expect.poll(() => postHogBatches(traffic), { timeout: 30_000 }).toBeGreaterThan(0);
    await untilQuiet(tab, traffic);

    const searched = traffic.all.filter(isThirdParty).length;
    const leaks = leaksOnTheWire(traffic, [email]);
    console.log(
      `privacy wire test (unsubscribe, consent ${consent}): ${leaks.length} of ${searched} third-party requests leaked`,
    );
    expect(leaks).toEqual([]);
    expect(leaksInState(await vendorState(tab), [email])).toEqual([]);
  });
}
