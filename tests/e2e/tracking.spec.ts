import { createHash } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { APPLICANT, emailFor, Funnel, leadIdOf, storedLead } from './support/funnel';
import {
  bodyText,
  lookLikeAPerson,
  ORDINARY_USER_AGENT,
  stubThirdParties,
  TRACKERS_START_WITHIN,
  type Traffic,
} from './support/thirdParties';
import { openPictureWithoutTheApp } from './support/heldScripts';

/**
 * Tracking, consent and attribution against the real development build (which configures sandbox
 * ids for GTM, the Meta and TikTok pixels and PostHog), with every third-party host stubbed.
 *
 * The sandbox's Content-Security-Policy allows no third-party script or connection, so the
 * browser would block the trackers before any request left the page and the assertions below
 * could pass for the wrong reason. These tests look past the CSP to what the funnel itself
 * attempts; a deployment's own CSP must list the tracking hosts (docs/tracking.md).
 */
test.use({ bypassCSP: true });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PHONE_E164 = `+34${APPLICANT.phone}`;

/** Counts the page's requests on their way, from now on. */
function requestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Answers once the page has had no request on its way, and started none, for a whole second:
 * whatever it had begun to load has loaded by then, however long the machine took over it.
 */
async function untilQuiet(page: Page, traffic: Traffic, inFlight: () => number): Promise<void> {
  await expect
    .poll(
      async () => {
        const seen = traffic.all.length;
        await page.waitForTimeout(1_000);
        return inFlight() === 0 && traffic.all.length === seen;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

async function sessionIdOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('sessionId'));
  return JSON.parse(raw ?? '""') as string;
}

/** Data the page's own lead API may carry; anything else must never hold personal data in clear. */
function isLeadSave(url: URL, method: string): boolean {
  return (
    url.origin === SANDBOX_ORIGIN &&
    url.pathname === '/v3/lead' &&
    (method === 'POST' || method === 'PUT')
  );
}

function clearTextLeaks(traffic: Traffic, secrets: string[]): string[] {
  const needles = secrets.flatMap((secret) => [
    secret,
    secret.toLowerCase(),
    encodeURIComponent(secret),
  ]);
  return (
    traffic.all
      .filter((request) => !isLeadSave(new URL(request.url()), request.method()))
      // The test's own navigations to the funnel (page.goto), not requests the page made.
      .filter(
        (request) =>
          !(request.isNavigationRequest() && new URL(request.url()).origin === SANDBOX_ORIGIN),
      )
      .flatMap((request) => {
        // A same-origin referer repeats the entry URL the funnel's own server already received.
        const sameOrigin = new URL(request.url()).origin === SANDBOX_ORIGIN;
        const carried = [
          request.url(),
          decodeURIComponent(request.url()),
          bodyText(request),
          sameOrigin ? '' : (request.headers()['referer'] ?? ''),
        ];
        return needles.some((needle) => carried.some((text) => text.includes(needle)))
          ? [`${request.method()} ${request.url()}`]
          : [];
      })
  );
}

async function completeFromPersonalDetails(funnel: Funnel, page: Page, email: string) {
  await funnel.fillPersonalDetails();
  await funnel.submit();
  await expect(page).toHaveURL(/\/contact-details$/);
  await funnel.fillContactDetails(email);
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);
  await funnel.fillIncomeDetails();
  await funnel.submit();
  await expect(page).toHaveURL(/\/other-information$/);
  await funnel.fillOtherInformation();
  await funnel.submit();
  await expect(page).toHaveURL(/\/reference-information$/);
  await funnel.fillReferenceInformation();
  await funnel.submit();
  await expect(page).toHaveURL(/\/accepted$/);
}

test.describe('consent gate (Spain: opt-in)', () => {
  test('before a choice and after "Reject all": no third-party request, no tracking cookie or storage', async ({
    page,
    context,
  }) => {
    const traffic = await stubThirdParties(page);
    const funnel = new Funnel(page);
    await funnel.open('utm_source=google&gclid=G1&fbclid=FB1&ttclid=TT1');
    const banner = page.getByRole('region', { name: 'Tu privacidad' });
    await expect(banner).toBeVisible();

    // The banner blocks nothing: the applicant applies without answering it, and the lead is created.
    await funnel.toContactDetails();
    await page.waitForLoadState('load');
    expect(traffic.thirdParty()).toEqual([]);

    await banner.getByRole('button', { name: 'Rechazar todo' }).click();
    await expect(banner).toBeHidden();
    await funnel.fillContactDetails(emailFor('accepted'));
    await funnel.submit();
    await expect(page).toHaveURL(/\/income-details$/);
    await funnel.fillIncomeDetails();
    await funnel.submit();
    await funnel.fillOtherInformation();
    await funnel.submit();
    await funnel.fillReferenceInformation();
    await funnel.submit();
    await expect(page).toHaveURL(/\/accepted$/);

    expect(traffic.thirdParty()).toEqual([]);
    // Not even the funnel's own tracker code is fetched when nothing may run.
    expect(
      traffic.all
        .map((request) => request.url())
        .filter((url) => /\/vendors-[\w-]+\.js$/.test(url)),
    ).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      keys: Object.keys(localStorage),
      choice: localStorage.getItem('trackingConsent'),
    }));
    expect(stored.keys.filter((key) => /^(ph_|_lr|_fb|_tt|_ga|__ph)/.test(key))).toEqual([]);
    expect(JSON.parse(stored.choice ?? '{}')).toMatchObject({ analytics: false, marketing: false });
  });

  test('the choice is remembered and can be changed from the footer', async ({ page }) => {
    const traffic = await stubThirdParties(page);
    const funnel = new Funnel(page);
    await funnel.open();
    await page.getByRole('button', { name: 'Rechazar todo' }).click();
    // A choice made in the build's picture of the banner is stored when the app's banner arrives
    // (src/app/earlyInput.ts); the reload comes after that.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('trackingConsent')))
      .not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Configuración de privacidad' })
      .click();
    const heading = page.getByRole('heading', { level: 2, name: 'Tu privacidad' });
    await expect(heading).toBeFocused();
    await page.getByRole('button', { name: 'Elegir qué permito' }).click();
    await page.getByRole('checkbox', { name: 'Analítica' }).check();
    await page.getByRole('button', { name: 'Guardar mi elección' }).click();

    // Analytics only: the tag manager (with ad storage denied) and PostHog, no ad pixel.
    await expect
      .poll(() => traffic.hostsContacted(), TRACKERS_START_WITHIN)
      .toContain('eu.i.posthog.com');
    expect(traffic.thirdParty()).toContain(
      'https://www.googletagmanager.com/gtm.js?id=GTM-SANDBOX1',
    );
    expect(
      traffic
        .hostsContacted()
        .filter((host) => !/(^|\.)posthog\.com$|^www\.googletagmanager\.com$/.test(host)),
    ).toEqual([]);
    const consentUpdate = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[1] ?? []),
    );
    expect(consentUpdate).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }),
    ]);
  });
});

test('the unsubscribe page keeps the e-mail of its link and loads no tracker, even after consent', async ({
  page,
  context,
}) => {
  const first = await stubThirdParties(page);
  await new Funnel(page).open();
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(() => first.thirdParty().length, TRACKERS_START_WITHIN).toBeGreaterThan(0);
  await page.close();

  // A fresh tab of the same browser: the consent is remembered, the link comes from an e-mail.
  // Its timers run on a clock the test can move.
  await context.clock.install();
  const tab = await context.newPage();
  const traffic = await stubThirdParties(tab);
  const inFlight = requestsInFlight(tab);
  await tab.goto('./unsubscribe?email=someone%40example.com');
  await expect(tab.getByLabel('Correo electrónico')).toHaveValue('someone@example.com');
  await tab.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
  // Trackers start when the browser is idle, at most 2 s after load, when they may: that moment
  // comes now on the page's clock, and what it would start (code, then scripts) has the time
  // it actually takes, until the tab has sent nothing for a while.
  await tab.clock.runFor(5_000);
  await untilQuiet(tab, traffic, inFlight);
  expect(traffic.thirdParty()).toEqual([]);

  // The consent was there all along: once the applicant leaves the page, the trackers start.
  await tab.evaluate(() => {
    window.history.pushState(null, '', '/application-frontend/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await tab.clock.runFor(5_000);
  await expect.poll(() => traffic.thirdParty().length, TRACKERS_START_WITHIN).toBeGreaterThan(0);
});

test.describe('after "Accept all"', () => {
  // PostHog sends its batches only to a browser that does not look automated: they are searched too.
  test.use({ userAgent: ORDINARY_USER_AGENT });

  test('the pixels receive Lead and CompleteRegistration with hashed identity, and no request carries the e-mail or phone in clear', async ({
    page,
    request,
  }) => {
    await lookLikeAPerson(page);
    const traffic = await stubThirdParties(page);
    const funnel = new Funnel(page);
    const email = emailFor('accepted');
    // A prefilled e-mail in the entry URL must not reach any tracker through the page address either.
    await funnel.open(`utm_source=google&fbclid=FBCLICK&email=${encodeURIComponent(email)}`);
    await expect(page).not.toHaveURL(/email=/);
    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await expect
      .poll(() => traffic.hostsContacted(), TRACKERS_START_WITHIN)
      .toContain('connect.facebook.net');

    await funnel.loanInformation();
    await completeFromPersonalDetails(funnel, page, email);
    const sessionId = await sessionIdOf(page);

    const funnelEvents = new Set(['Lead', 'CompleteRegistration']);
    await expect
      .poll(() =>
        traffic
          .meta()
          .filter((hit) => funnelEvents.has(hit.ev))
          .map((hit) => hit.ev),
      )
      .toEqual(['Lead', 'CompleteRegistration']);
    await expect
      .poll(() => traffic.tikTok().map((hit) => hit.event))
      .toEqual(['Lead', 'CompleteRegistration']);

    const [metaLead, metaComplete] = traffic.meta().filter((hit) => funnelEvents.has(hit.ev));
    const [tikTokLead, tikTokComplete] = traffic.tikTok();
    // The lead is created on the personal-details step, before the e-mail is known.
    expect(metaLead?.userData).toEqual({ external_id: sha256(sessionId) });
    expect(metaComplete?.userData).toEqual({
      external_id: sha256(sessionId),
      em: sha256(email.toLowerCase()),
      ph: sha256(PHONE_E164.slice(1)),
    });
    expect(tikTokComplete?.context.user).toEqual({
      external_id: sha256(sessionId),
      email: sha256(email.toLowerCase()),
      phone_number: sha256(PHONE_E164),
    });
    // One event id per event, shared by both pixels, so each platform can deduplicate a server copy.
    expect(metaLead?.eid).toMatch(/^[0-9a-f]{64}$/);
    expect(metaLead?.eid).not.toBe(metaComplete?.eid);
    expect(tikTokLead?.event_id).toBe(metaLead?.eid);
    expect(tikTokComplete?.event_id).toBe(metaComplete?.eid);

    // Google: Consent Mode defaults before the container, then the ad-platform conversion.
    // gtag commands are Arguments objects: read them as arrays.
    const dataLayer = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
        entry instanceof Object && 'length' in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    );
    expect(dataLayer[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);
    expect(dataLayer).toContainEqual([
      'event',
      'conversion',
      expect.objectContaining({ send_to: 'AW-000000000/sandbox' }),
    ]);
    expect(traffic.hostsContacted()).toContain('eu.i.posthog.com');
    // PostHog has sent at least one event batch, so the search below covers it.
    await expect
      .poll(() => traffic.thirdParty().filter((url) => /posthog\.com\/(i\/v0\/)?e\//.test(url)))
      .not.toEqual([]);

    expect(
      clearTextLeaks(traffic, [
        email,
        APPLICANT.phone,
        PHONE_E164,
        APPLICANT.firstName,
        APPLICANT.lastName,
      ]),
    ).toEqual([]);

    // The Meta pixel's own cookie reached the lead with its next save.
    const fbp = (await page.context().cookies()).find((cookie) => cookie.name === '_fbp')?.value;
    const lead = await storedLead(request, SANDBOX_ORIGIN, await leadIdOf(page));
    expect(lead.data.metaPixel).toEqual({
      fbp,
      fbc: expect.stringMatching(/^fb\.1\.\d{13}\.FBCLICK$/),
    });
  });
});

/** The properties of every `$web_vitals` event in PostHog's batches so far. */
function webVitalsEvents(traffic: Traffic): Record<string, unknown>[] {
  return traffic.all
    .filter((request) => /posthog\.com\/(i\/v0\/)?e\//.test(request.url()))
    .flatMap((request) => {
      const json = bodyText(request).split('\n').at(-1) ?? '';
      try {
        // A batch is an array of events, or an object whose `batch` holds them.
        const parsed = JSON.parse(json) as unknown;
        const batch = Array.isArray(parsed)
          ? parsed
          : [Reflect.get(Object(parsed), 'batch')].flat();
        return batch as { event?: string; properties?: Record<string, unknown> }[];
      } catch {
        return [];
      }
    })
    .filter((event) => event.event === '$web_vitals')
    .map((event) => event.properties ?? {});
}

test.describe('field data', () => {
  // PostHog sends its batches only to a browser that does not look automated.
  test.use({ userAgent: ORDINARY_USER_AGENT });

  test('after consent, PostHog sends the web vitals, tagged with the brand and the picture as first input', async ({
    page,
  }) => {
    await lookLikeAPerson(page);
    const traffic = await stubThirdParties(page);
    const { release, picture } = await openPictureWithoutTheApp(page);
    await expect(picture).toBeVisible();
    await page
      .locator('.first-paint--consent')
      .getByRole('button', { name: 'Aceptar todo' })
      .click();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => webVitalsEvents(traffic), { timeout: 20_000 })
      .toContainEqual(
        expect.objectContaining({
          brand: 'es/askrobin',
          first_input: 'picture',
          $web_vitals_FCP_value: expect.any(Number),
        }),
      );
  });

  test('an applicant who first acts in the app is tagged so; before a choice nothing is sent', async ({
    page,
  }) => {
    await lookLikeAPerson(page);
    const traffic = await stubThirdParties(page);
    const funnel = new Funnel(page);
    await funnel.open();
    // The app's banner, not the picture's: a choice made in the picture is tagged `picture`.
    await expect(page.locator('.first-paint--consent')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
    expect(traffic.thirdParty()).toEqual([]);
    await page.getByRole('button', { name: 'Aceptar todo' }).click();
    await expect
      .poll(() => webVitalsEvents(traffic), { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ brand: 'es/askrobin', first_input: 'app' }));
  });
});

test.describe('attribution', () => {
  test('a marketing link’s parameters arrive on the created lead, and the affiliate network hears of it', async ({
    page,
    request,
  }) => {
    await stubThirdParties(page);
    const funnel = new Funnel(page);
    await funnel.open(
      [
        'utm_source=google',
        'utm_medium=cpc',
        'utm_campaign=spring-sale',
        'utm_content=banner-a',
        'utm_term=prestamo',
        'refName=partnerA',
        'refSubId=sub-1',
        'refTransactionId=tx-42',
        'gclid=GCLID-1',
        'fbclid=FBCLID-1',
        'ttclid=TTCLID-1',
        'sellingTierGlobalId=tier-7',
      ].join('&'),
    );
    await funnel.toContactDetails();
    const leadId = await leadIdOf(page);
    const lead = await storedLead(request, SANDBOX_ORIGIN, leadId);
    expect(lead.data).toMatchObject({
      googleClick: { gclid: 'GCLID-1', gclidAt: expect.any(String) },
      affiliateReferenceParams: {
        attribute: 'partnerA',
        subId: 'sub-1',
        transactionId: 'tx-42',
        setAt: expect.any(String),
      },
      metaPixel: { fbc: expect.stringMatching(/^fb\.1\.\d{13}\.FBCLID-1$/) },
      tikTokPixel: { ttclid: 'TTCLID-1' },
      sellingTierGlobalId: 'tier-7',
      posthogParameters: {
        isLeadPrefilled: false,
        leadPreviouslyRedirected: false,
        utm: {
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'spring-sale',
          utm_content: 'banner-a',
          utm_term: 'prestamo',
        },
      },
    });

    await expect
      .poll(
        async () =>
          (await (
            await request.get(`${SANDBOX_ORIGIN}/sandbox/affiliate-events?leadId=${leadId}`)
          ).json()) as unknown,
      )
      .toMatchObject({
        events: [
          {
            leadId,
            event: 'LEAD_CREATED',
            product: 'askrobin',
            attribute: 'partnerA',
            subId: 'sub-1',
            transactionId: 'tx-42',
          },
        ],
      });
  });
});
