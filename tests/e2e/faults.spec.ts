import { randomUUID } from 'node:crypto';
import { expectBirthDate } from './support/birthDate';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { watchForCrashes } from './support/crashes';
import { APPLICANT, emailFor, field, Funnel } from './support/funnel';
import { armFault, leadsOfSession } from './support/sandboxControls';

/**
 * The funnel on a bad day: broken storage, corrupt stored values, a failing, hanging or absent
 * network, impatient double clicks and a second tab. Every test ends with nothing typed lost and
 * no crash (no uncaught error, no "something went wrong" screen).
 */

async function expectPersonalDetailsKept(page: Page) {
  await expect(field(page, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
  await expect(field(page, 'personalDetails.lastName')).toHaveValue(APPLICANT.lastName);
  await expect(page.getByLabel('Mujer')).toBeChecked();
  await expectBirthDate(page, 'personalDetails.dateOfBirth', APPLICANT.dateOfBirth);
  await expect(field(page, 'personalDetails.personalCode')).toHaveValue(APPLICANT.personalCode);
}

/**
 * Two steps and back and forth within the tab: with storage unusable the answers live in memory,
 * so they must survive navigation (a reload cannot keep them: there is nowhere to keep them).
 */
async function completeTwoStepsWithinTheTab(page: Page, request: APIRequestContext) {
  const sessionId = randomUUID();
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await page
    .getByRole('button', { name: /Reducir en/ })
    .first()
    .click();
  await expect(page.locator('[name="amount"]')).toHaveValue('900');
  await funnel.toContactDetails();
  const email = emailFor('accepted');
  await field(page, 'contactDetails.email').fill(email);

  await page.goBack();
  await expect(page).toHaveURL(/\/personal-details$/);
  await expectPersonalDetailsKept(page);
  await page.goForward();
  await expect(field(page, 'contactDetails.email')).toHaveValue(email);

  const leads = await leadsOfSession(request, sessionId);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.data['amount']).toBe(900);
  expect(leads[0]?.data['personalDetails']).toMatchObject({ firstName: APPLICANT.firstName });
}

const STORAGE_KINDS = ['localStorage', 'sessionStorage'] as const;

test.describe('storage that cannot be used', () => {
  test('every Storage call throws SecurityError: the funnel works in memory', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, { configurable: true, value: refuse });
      }
      Object.defineProperty(Storage.prototype, 'length', { configurable: true, get: refuse });
    });
    const expectNoCrash = watchForCrashes(page);
    await completeTwoStepsWithinTheTab(page, request);
    await expectNoCrash();
  });

  test('reading window.localStorage itself throws SecurityError (blocked cookies)', async ({
    page,
    request,
  }) => {
    await page.addInitScript((kinds) => {
      for (const kind of kinds) {
        Object.defineProperty(window, kind, {
          configurable: true,
          get() {
            throw new DOMException(
              `Failed to read the '${kind}' property from 'Window': Access is denied.`,
              'SecurityError',
            );
          },
        });
      }
    }, STORAGE_KINDS);
    const expectNoCrash = watchForCrashes(page);
    await completeTwoStepsWithinTheTab(page, request);
    await expectNoCrash();
  });

  test('storage is missing altogether', async ({ page, request }) => {
    await page.addInitScript((kinds) => {
      for (const kind of kinds)
        Object.defineProperty(window, kind, { configurable: true, value: undefined });
    }, STORAGE_KINDS);
    const expectNoCrash = watchForCrashes(page);
    await completeTwoStepsWithinTheTab(page, request);
    await expectNoCrash();
  });

  test('writes throw QuotaExceededError: logged, and the funnel goes on', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')
        ?.value as Storage['setItem'];
      Object.defineProperty(Storage.prototype, 'setItem', {
        configurable: true,
        value(this: Storage, key: string, value: string) {
          // The usability probe still passes, as it does on a nearly full disk.
          if (key === '__storage_probe__') {
            setItem.call(this, key, value);
            return;
          }
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      });
    });
    const logged = page.waitForEvent('console', (message) =>
      /^Error setting key "\w+" in sessionStorage:/.test(message.text()),
    );
    const expectNoCrash = watchForCrashes(page);
    await completeTwoStepsWithinTheTab(page, request);
    await logged;
    await expectNoCrash();
  });
});

test('corrupt stored values are ignored and the funnel starts clean', async ({ page, request }) => {
  const expectNoCrash = watchForCrashes(page);
  await page.goto('./');
  await page.evaluate(() => {
    let elevenTimes: string = JSON.stringify({ progressState: 3 });
    for (let i = 0; i < 10; i += 1) elevenTimes = JSON.stringify(elevenTimes);
    const nested = (depth: number): unknown =>
      depth === 0 ? { progressState: 3 } : { nested: nested(depth - 1) };
    sessionStorage.setItem('leadApplication', '{"application": {"amount": ');
    sessionStorage.setItem('state', elevenTimes);
    sessionStorage.setItem('dynamicPages', JSON.stringify(nested(11)));
    sessionStorage.setItem('uiColors', '[[[[[[[[[[["#000"]]]]]]]]]]]');
    sessionStorage.setItem('sessionId', '{"not":"a uuid"}');
    sessionStorage.setItem('sessionStartedAt', '"yesterday"');
    sessionStorage.setItem('sellingTierGlobalId', '{"a":1}');
    localStorage.setItem(
      'storedLoanApplication',
      '{"amount":"NaN","period":1e400,"affiliateReferenceParams":{"attribute":42}}',
    );
    localStorage.setItem('gclid', '[1,2,3]');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await expect(page.locator('[name="amount"]')).toHaveValue('1000');

  // Wrong shapes in otherwise valid JSON: numbers where text belongs, objects where numbers do.
  await page.evaluate(() => {
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({
        application: { amount: { $gt: 1 }, period: 'NaN', id: 42 },
        draft: { 'personalDetails.firstName': { x: 1 }, 'personalDetails.lastName': ['x'] },
      }),
    );
    sessionStorage.setItem(
      'state',
      JSON.stringify({ progressState: '<img src=x onerror=alert(1)>', applicationResult: 'yes' }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await completeTwoStepsWithinTheTab(page, request);
  await page.reload();
  await expect(field(page, 'contactDetails.email')).not.toHaveValue('');
  await expectNoCrash();
});

test.describe('the lead API misbehaves', () => {
  test('a 500 on an update keeps the answers, and the retry goes through', async ({
    page,
    request,
  }) => {
    const expectNoCrash = watchForCrashes(page);
    const sessionId = randomUUID();
    const funnel = new Funnel(page);
    await funnel.open(`sessionId=${sessionId}`);
    await funnel.toContactDetails();
    await armFault(request, { method: 'PUT', path: '/v3/lead', status: 500, times: 1, sessionId });
    const email = emailFor('accepted');
    await funnel.fillContactDetails(email);
    await funnel.submit();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No hemos podido guardar tus respuestas' }),
    ).toBeVisible();
    await expect(field(page, 'contactDetails.email')).toHaveValue(email);
    await expect(field(page, 'contactDetails.city')).toHaveValue(APPLICANT.city);

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page).toHaveURL(/\/income-details$/);
    const [lead] = await leadsOfSession(request, sessionId);
    expect(lead?.data['contactDetails']).toMatchObject({ email, city: APPLICANT.city });
    await expectNoCrash();
  });

  test('a hanging create: the applicant is told, may retry, and one lead is made', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const expectNoCrash = watchForCrashes(page);
    const sessionId = randomUUID();
    const funnel = new Funnel(page);
    await funnel.open(`sessionId=${sessionId}`);
    await funnel.loanInformation();
    // The first create waits 14 s on the server, then goes through as a slow server would.
    await armFault(request, {
      method: 'POST',
      path: '/v3/lead',
      hangMs: 14_000,
      times: 1,
      sessionId,
    });
    await funnel.fillPersonalDetails();
    const firstCreate = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/v3/lead'),
    );
    await funnel.submit();
    const firstKey = (await firstCreate).headers()['idempotency-key'];
    await expect(page.getByRole('button', { name: 'Guardando…' })).toBeVisible();

    const stalled = page
      .getByRole('status')
      .filter({ hasText: 'Esto está tardando más de lo normal' });
    await expect(stalled).toBeVisible({ timeout: 15_000 });
    await expectPersonalDetailsKept(page);
    const retry = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/v3/lead'),
    );
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    expect((await retry).headers()['idempotency-key']).toBe(firstKey);
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(stalled).toHaveCount(0);

    // Let the abandoned request finish on the server: it must find the lead, not make another.
    await expect
      .poll(
        async () => {
          const { faults } = (await (
            await request.get(`${SANDBOX_ORIGIN}/sandbox/faults`)
          ).json()) as { faults: { sessionId?: string }[] };
          return faults.filter((fault) => fault.sessionId === sessionId);
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    await page.waitForTimeout(6_000);
    expect(await leadsOfSession(request, sessionId)).toHaveLength(1);
    await expectNoCrash();
  });

  test('going offline mid-step and back: the answers wait, the retry goes through', async ({
    page,
    context,
    request,
  }) => {
    const expectNoCrash = watchForCrashes(page);
    const sessionId = randomUUID();
    const funnel = new Funnel(page);
    await funnel.open(`sessionId=${sessionId}`);
    await funnel.loanInformation();
    await funnel.fillPersonalDetails();

    await context.setOffline(true);
    await funnel.submit();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Parece que no tienes conexión' }),
    ).toBeVisible();
    await expectPersonalDetailsKept(page);
    await field(page, 'personalDetails.firstName').fill('Lucía María');

    await context.setOffline(false);
    await expect(
      page.getByRole('alert').filter({ hasText: 'No hemos podido guardar tus respuestas' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page).toHaveURL(/\/contact-details$/);
    const leads = await leadsOfSession(request, sessionId);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.data['personalDetails']).toMatchObject({ firstName: 'Lucía María' });
    await expectNoCrash();
  });

  test('a double click on submit creates exactly one lead', async ({ page, request }) => {
    const expectNoCrash = watchForCrashes(page);
    const sessionId = randomUUID();
    const funnel = new Funnel(page);
    await funnel.open(`sessionId=${sessionId}`);
    await funnel.loanInformation();
    await funnel.fillPersonalDetails();
    // Slow enough that both clicks land while the first create is on its way.
    await armFault(request, { method: 'POST', path: '/v3/lead', hangMs: 800, times: 1, sessionId });
    const creates: Request[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/v3/lead')) creates.push(sent);
    });
    await page.locator('form button[type="submit"]').dblclick();
    await expect(page).toHaveURL(/\/contact-details$/);
    // Both clicks were handled before the first create's answer moved the page on: once every
    // create they sent has had its answer, the server has made all the leads it will make.
    expect(creates.length).toBeGreaterThan(0);
    await Promise.all(creates.map((create) => create.response()));
    expect(await leadsOfSession(request, sessionId)).toHaveLength(1);
    await expectNoCrash();
  });
});

test.describe('code that cannot be loaded', () => {
  const STEP_CODE = /\/assets\/ClassicStepScreen-[^/]+\.js$/;
  const loadFailure = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'No hemos podido cargar esta página' });

  /** Chooses 900 € on the first screen and submits it while the next step's code cannot load. */
  async function reachStepWithoutItsCode(page: Page) {
    await page.route(STEP_CODE, (route) => route.abort('internetdisconnected'));
    const funnel = new Funnel(page);
    await funnel.open();
    await page
      .getByRole('button', { name: /Reducir en/ })
      .first()
      .click();
    await expect(page.locator('[name="amount"]')).toHaveValue('900');
    await funnel.submit();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(loadFailure(page)).toBeVisible();
    return funnel;
  }

  test('a step whose code cannot be loaded says so in the page, and the retry shows it', async ({
    page,
  }) => {
    const expectNoCrash = watchForCrashes(page);
    const funnel = await reachStepWithoutItsCode(page);
    // The page around it stays: the applicant is still in the funnel, not on an error page.
    await expect(page.getByRole('link', { name: 'Página de inicio de AskRobin' })).toBeVisible();

    await page.unroute(STEP_CODE);
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
    await funnel.fillPersonalDetails();
    await page.goBack();
    await expect(page.locator('[name="amount"]')).toHaveValue('900');
    await page.goForward();
    await expectPersonalDetailsKept(page);
    await expectNoCrash();
  });

  test('back online, the step that could not be loaded shows by itself', async ({
    page,
    context,
  }) => {
    const expectNoCrash = watchForCrashes(page);
    await reachStepWithoutItsCode(page);
    await page.unroute(STEP_CODE);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre ti' })).toBeVisible();
    await expect(loadFailure(page)).toHaveCount(0);
    await expectNoCrash();
  });

  test('the consent banner and tracking kept out (a blocker): the funnel goes on without them', async ({
    page,
  }) => {
    const expectNoCrash = watchForCrashes(page);
    await page.route(/\/assets\/tracking-[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
    const funnel = new Funnel(page);
    await funnel.open();
    // Neither the banner nor the build's picture of it is left over the page.
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tu privacidad' })).toHaveCount(0);
    await funnel.toContactDetails();
    await expectNoCrash();
  });
});

test('two tabs on one lead: both save to it, the later answer wins, no second lead', async ({
  page,
  request,
}) => {
  const expectNoCrash = watchForCrashes(page);
  const sessionId = randomUUID();
  const funnel = new Funnel(page);
  await funnel.open(`sessionId=${sessionId}`);
  await funnel.toContactDetails();

  // A second tab opened from the first (as "duplicate tab" does) shares its session and lead.
  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => window.open(window.location.href)),
  ]);
  const expectNoCrashInSecond = watchForCrashes(second);
  await expect(second).toHaveURL(/\/contact-details$/);
  await second.goto('./personal-details');
  await expect(field(second, 'personalDetails.firstName')).toHaveValue(APPLICANT.firstName);
  await second.goBack();

  const email = emailFor('accepted');
  await new Funnel(second).fillContactDetails(email);
  await field(second, 'contactDetails.city').fill('Sevilla');
  await new Funnel(second).submit();
  await expect(second).toHaveURL(/\/income-details$/);

  // The first tab still holds what was typed in it and saves it to the same lead.
  await funnel.fillContactDetails(email);
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);

  const leads = await leadsOfSession(request, sessionId);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.data['contactDetails']).toMatchObject({ email, city: APPLICANT.city });
  await expectNoCrash();
  await expectNoCrashInSecond();
});
