import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { emailFor, field, Funnel, leadIdOf } from './support/funnel';
import { continuePathOf } from './support/leadStates';

const api = (path: string) => `${SANDBOX_ORIGIN}${path}`;

/**
 * A lead checked into `state` through the sandbox's documented test input (`state-<n>@…`),
 * as another device would have left it; the test then opens its continue link.
 */
async function leadInState(request: APIRequestContext, state: number, tag = ''): Promise<string> {
  const email = `state-${state}+${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await request.post(api('/v3/lead'), {
    data: {
      product: 'askrobin',
      progressState: 2,
      amount: 800,
      period: 61,
      periodScale: 'days',
      tags: ['react-ui'],
      personalDetails: { firstName: 'Lucía', lastName: 'García' },
      contactDetails: { email, phoneNumber: '612345678' },
    },
  });
  const { id, applicantToken } = (await created.json()) as { id: string; applicantToken: string };
  const headers = { authorization: `Bearer ${applicantToken}` };
  await request.put(api('/v3/lead'), { headers, data: { id, progressState: 6 } });
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(api(`/lead/status/${id}`), { headers })).json()) as {
            progressState: number;
          }
        ).progressState,
    )
    .toBe(state);
  return id;
}

async function openContinueLink(page: Page, id: string, route: RegExp) {
  await page.goto(`./${await continuePathOf(page.request, SANDBOX_ORIGIN, id)}`);
  await expect(page).toHaveURL(route);
}

async function storedLead(request: APIRequestContext, id: string) {
  return (await (await request.get(api(`/sandbox/leads/${id}`))).json()) as {
    progressState: number;
    data: Record<string, Record<string, unknown>>;
  };
}

const submit = (page: Page) => page.locator('form.step button[type="submit"]').first().click();

test.describe('mobile verification', () => {
  test('through the funnel: a wrong code, a resend and a changed number, then verified', async ({
    page,
    request,
  }) => {
    const funnel = new Funnel(page);
    await funnel.open();
    await funnel.completeToChecking(emailFor('state-7'));
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu móvil' })).toBeVisible();
    await expect(page.getByText('al ••••••678')).toBeVisible();
    const id = await leadIdOf(page);

    await field(page, 'code').fill('12345');
    await submit(page);
    await expect(page.getByRole('alert').first()).toContainText('Escribe las 6 cifras del código.');
    const sent = (await (await request.get(api(`/sandbox/leads/${id}/after-offer`))).json()) as {
      verification: { code: string };
    };
    const wrong = sent.verification.code === '000000' ? '000001' : '000000';
    await field(page, 'code').fill(wrong);
    await submit(page);
    await expect(
      page.getByText('Ese código no es correcto. Revisa el SMS e inténtalo de nuevo.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/mobile-verification$/);

    const resend = page.getByRole('button', { name: /Enviar un código nuevo/ });
    await expect(resend).toBeDisabled();
    await request.delete(api(`/sandbox/leads/${id}/resend-wait`));
    await page.reload();
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Te hemos enviado un código nuevo' }),
    ).toBeVisible();

    await page.getByRole('button', { name: '¿No es tu número? Cámbialo' }).click();
    await field(page, 'contactDetails.phoneNumber').fill('698765432');
    await page.getByRole('button', { name: 'Enviar el código a este número' }).click();
    await expect(
      page.getByText('Número cambiado. Te hemos enviado un código al ••••••432.'),
    ).toBeVisible();

    await field(page, 'code').fill('123456');
    await submit(page);
    await expect(page).toHaveURL(/\/accepted$/);
    const lead = await storedLead(request, id);
    expect(lead.data.contactDetails?.phoneNumber).toBe('698765432');
    await page.goBack();
    await expect(page).toHaveURL(/\/accepted$/);
  });

  test('change mobile number (15) on a new device: prefilled, checked, then verified into the waiting step', async ({
    page,
    request,
  }) => {
    const id = await leadInState(request, 15, 'then-16-');
    await openContinueLink(page, id, /\/change-mobile-number$/);
    const phone = field(page, 'contactDetails.phoneNumber');
    await expect(phone).toHaveValue('612345678');
    await phone.fill('12');
    await submit(page);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await phone.fill('698765432');
    await submit(page);
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await field(page, 'code').fill('123456');
    await submit(page);
    await expect(page).toHaveURL(/\/vehicle$/);
  });
});

test.describe('bank connections embed the partner and go on', () => {
  for (const [state, route, button] of [
    [9, 'instantor', 'Conectar con Instantor'],
    [17, 'wenance-tink', 'Conectar con Tink'],
    [19, 'moneyman-paylands', 'Verificar con Paylands'],
  ] as const) {
    test(`${route} (${state})`, async ({ page, request }) => {
      const id = await leadInState(request, state);
      await openContinueLink(page, id, new RegExp(`/${route}$`));
      await page.getByRole('button', { name: button }).click();
      const partner = page.frameLocator('iframe.bank-connection__frame');
      await partner.getByRole('button', { name: 'Connect and share' }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      const stored = (await (
        await request.get(api(`/sandbox/leads/${id}/after-offer`))
      ).json()) as {
        bankConnections: { provider: string }[];
      };
      expect(stored.bankConnections).toHaveLength(1);
    });
  }

  test('a failed connection can be skipped', async ({ page, request }) => {
    const id = await leadInState(request, 9);
    await openContinueLink(page, id, /\/instantor$/);
    await page.getByRole('button', { name: 'Conectar con Instantor' }).click();
    await page
      .frameLocator('iframe.bank-connection__frame')
      .getByRole('button', { name: 'Simulate a failure' })
      .click();
    await expect(page.getByRole('alert')).toContainText('La conexión no ha funcionado');
    await page.getByRole('button', { name: 'Seguir sin conectar' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});

test('wenance account (18): the passwords must match', async ({ page, request }) => {
  const id = await leadInState(request, 18);
  await openContinueLink(page, id, /\/wenance-account$/);
  await field(page, 'password').fill('Secreto123');
  await field(page, 'passwordConfirmation').fill('Secreto124');
  await submit(page);
  await expect(page.getByText('Las dos contraseñas no coinciden.').first()).toBeVisible();
  await field(page, 'passwordConfirmation').fill('Secreto123');
  await submit(page);
  await expect(page).toHaveURL(/\/thank-you$/);
  const stored = await page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((store) =>
        Array.from({ length: store.length }, (_, index) => store.getItem(store.key(index) ?? '')),
      )
      .join('|'),
  );
  expect(stored).not.toContain('Secreto123');
});

test.describe('consent screens', () => {
  for (const [state, route, heading] of [
    [20, 'consents', 'Antes de aceptar la oferta'],
    [35, 'dynamic-consents', 'Las condiciones del prestamista'],
    [29, 'advanzia-consents', 'Tu tarjeta Advanzia'],
    [36, 'tfbank-consents', 'Tu préstamo de TF Bank'],
  ] as const) {
    test(`${route} (${state}): required consents are asked for, then accepted`, async ({
      page,
      request,
    }) => {
      const id = await leadInState(request, state);
      await openContinueLink(page, id, new RegExp(`/${route}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await submit(page);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${route}$`));
      for (const box of await page.locator('input[type="checkbox"][name="policies"]').all())
        await box.check();
      for (const group of await page.locator('fieldset.field--radio').all())
        await group.getByLabel('No').check();
      await submit(page);
      await expect(page).toHaveURL(/\/thank-you$/);
      const stored = (await (
        await request.get(api(`/sandbox/leads/${id}/after-offer`))
      ).json()) as { consents: unknown[] };
      expect(stored.consents.length).toBeGreaterThanOrEqual(3);
    });
  }
});

test('id upload (30): a too-large and a wrong-type file are refused clearly, an image is sent', async ({
  page,
  request,
}) => {
  const id = await leadInState(request, 30);
  await openContinueLink(page, id, /\/id-upload$/);
  const front = field(page, 'idDocument.front');
  await front.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
  });
  await expect(page.getByText('Este archivo ocupa 6 MB. Elige uno de 5 MB o menos.')).toBeVisible();
  await front.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(
    page.getByText('Este tipo de archivo no se acepta. Elige una foto JPG, PNG o WebP, o un PDF.'),
  ).toBeVisible();
  await submit(page);
  await expect(page.getByRole('alert').first()).toContainText(
    'Sube la cara delantera de tu documento.',
  );

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200_000),
  ]);
  await front.setInputFiles({ name: 'dni-front.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Subido: dni-front.png')).toBeVisible();
  await field(page, 'otherDetails.idCardNumber').fill('AB1234567');
  await submit(page);
  await expect(page).toHaveURL(/\/thank-you$/);
  const stored = (await (await request.get(api(`/sandbox/leads/${id}/after-offer`))).json()) as {
    documents: { side: string; size: number }[];
  };
  expect(stored.documents).toEqual([expect.objectContaining({ side: 'front', size: png.length })]);
});

test('vehicle (16): make, model from the catalogue, year and plate', async ({ page, request }) => {
  const id = await leadInState(request, 16);
  await page.goto('./');
  await openContinueLink(page, id, /\/vehicle$/);
  await field(page, 'otherDetails.vehicleMake').selectOption('Seat');
  await field(page, 'otherDetails.vehicleModel').selectOption('León');
  await field(page, 'otherDetails.vehicleYear').fill('2018');
  await field(page, 'otherDetails.vehicleLicensePlateNumber').fill('12 BCD');
  await submit(page);
  await expect(
    page.getByText('Escribe la matrícula tal como aparece en el coche').first(),
  ).toBeVisible();
  await field(page, 'otherDetails.vehicleLicensePlateNumber').fill('1234 BCD');
  await submit(page);
  await expect(page).toHaveURL(/\/thank-you$/);
  const lead = await storedLead(request, id);
  expect(lead.data.otherDetails).toMatchObject({
    vehicleMake: 'Seat',
    vehicleModel: 'León',
    vehicleYear: 2018,
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/thank-you$/);
});

test('smava: what smava sent is prefilled, one confirmation checks the lead', async ({
  page,
  request,
}) => {
  const email = emailFor('accepted');
  await page.goto(
    `./smava?firstName=Ana&lastName=Ruiz&email=${encodeURIComponent(email)}&phoneNumber=612345678&amount=500&period=70`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenido desde smava' }),
  ).toBeVisible();
  await expect(field(page, 'personalDetails.firstName')).toHaveValue('Ana');
  await expect(field(page, 'amount')).toHaveValue('500');
  await submit(page);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await field(page, 'generalPolicies').check();
  await submit(page);
  await expect(page).toHaveURL(/\/accepted$/);
  const lead = await storedLead(request, await leadIdOf(page));
  expect(lead.data).toMatchObject({ leadSource: 'smava', amount: 500, period: 70 });
});

test('continue (14): a waiting lead resumes when its applicant comes back', async ({
  page,
  request,
}) => {
  const id = await leadInState(request, 14);
  await openContinueLink(page, id, /\/thank-you$/);
  expect((await storedLead(request, id)).progressState).toBe(11);
});

test('a lead redirected before is told so on a new device, and can start again', async ({
  page,
  browser,
  request,
}) => {
  const id = await leadInState(request, 12);
  await page.goto(`./${await continuePathOf(request, SANDBOX_ORIGIN, id)}`);
  await page.waitForURL(/\/sandbox\/partner\?lead=/);

  const otherDevice = await browser.newContext({
    baseURL: `${SANDBOX_ORIGIN}/application-frontend/`,
    locale: 'es-ES',
  });
  // The phone's timers run on a clock the test moves, and every navigation away from the page is
  // noted when it starts (the Navigation API's navigate event), not when it lands.
  await otherDevice.clock.install();
  await otherDevice.addInitScript(() => {
    const departures: string[] = [];
    (window as unknown as { departures: string[] }).departures = departures;
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener(
      'navigate',
      (event) => {
        const { destination } = event as unknown as {
          destination: { url: string; sameDocument: boolean };
        };
        if (!destination.sameDocument) departures.push(destination.url);
      },
    );
  });
  const phone = await otherDevice.newPage();
  await phone.goto(`./${await continuePathOf(request, SANDBOX_ORIGIN, id)}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Ya te enviamos a Partner lender (sandbox)' }),
  ).toBeVisible();
  await expect(
    phone.getByRole('link', { name: 'Continuar en Partner lender (sandbox)' }),
  ).toHaveAttribute('href', /\/sandbox\/partner\?lead=/);
  // Well past the 3 s after which a fresh redirect leaves: nothing sends this applicant away.
  await phone.clock.runFor(10_000);
  expect(
    await phone.evaluate(() => (window as unknown as { departures: string[] }).departures),
  ).toEqual([]);
  await expect(phone).toHaveURL(/\/redirected$/);

  await phone.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
  await expect(phone).toHaveURL(/\/loan-information$/);
  expect(await phone.evaluate(() => localStorage.getItem('reapplying'))).toBe('true');
  const newId = await leadIdOf(phone);
  expect(newId).not.toBe(id);
  const reapplied = await storedLead(request, newId);
  expect(reapplied.data.posthogParameters).toMatchObject({ leadPreviouslyRedirected: true });
  await otherDevice.close();
});
