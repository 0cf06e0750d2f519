import { expect, test, type Page } from '@playwright/test';
import { expectBirthDate } from './support/birthDate';
import { leadIdOf, storedLead } from './support/funnel';
import { DynamicFunnel, scenarioSteps, v3Email } from './support/dynamicForm';
import { holdScript, openPictureWithoutTheApp } from './support/heldScripts';
import { installTakeoverProbe, type TakeoverProbe } from '../../scripts/takeoverProbe.mjs';
import { STARTUP_CHUNK } from '../../build/startupChunk';

/**
 * The dynamic (v3) form on a v3 build (es/finipay, the `v3-es-finipay` project of
 * playwright.config.ts), against its sandbox's test scenarios (docs/api.md, "The dynamic form (v3)").
 */

/** The sandbox serving the build under test: the scenarios and stored leads are asked there. */
function sandboxOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('The v3 project sets a baseURL');
  return new URL(baseURL).origin;
}

async function startApplication(page: Page, email: string, funnel = new DynamicFunnel(page)) {
  await funnel.open();
  await funnel.fillInitialDetails(email);
  const dialog = await funnel.openAmountDialog();
  await dialog.getByRole('button', { name: 'Ver mis ofertas' }).click();
  return funnel;
}

test.describe('the dynamic form', () => {
  test('the build’s picture of the first step gives way to the step itself, never to a spinner or an empty page', async ({
    page,
  }) => {
    // What the page shows each time the app changes it, from the moment the picture is gone.
    await page.addInitScript(installTakeoverProbe);
    // What the step needs beyond the entry (its startup chunk: the step's screen, the form's
    // texts, build/startupChunk.ts) comes slowly, as on a slow phone: the step cannot show
    // without it.
    const startupCode = new RegExp(String.raw`/assets/${STARTUP_CHUNK}-[\w-]+\.js$`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(startupCode, async (route) => {
      await held;
      await route.continue();
    });
    const startupAsked = page.waitForRequest(startupCode);
    await page.goto('./');
    await startupAsked;
    // The app is running and waits for that code: the working picture stays meanwhile.
    await expect(page.locator('#root > .first-paint')).toBeVisible();
    release();

    await expect(page).toHaveURL(/\/initial-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Empecemos' })).toBeVisible();
    const shown = await page.evaluate(() =>
      (Reflect.get(window, '__takeoverProbe') as TakeoverProbe).shown.map(({ what }) => what),
    );
    expect(shown).toEqual(['step']);
  });

  test('the first step takes over, labelled and hinted, while the rest of the default namespace is still on its way', async ({
    page,
  }) => {
    // The whole default namespace (a chunk of the build) comes slowly: the first step has its
    // own texts (build/firstScreen.json pageTexts), so only later steps wait for it.
    const restOfTexts = /\/assets\/translation-[\w-]+\.js$/;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(restOfTexts, async (route) => {
      await held;
      await route.continue();
    });
    const funnel = new DynamicFunnel(page);
    await page.goto('./');

    await expect(page.locator('#root > .first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Empecemos' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByText('Te enviaremos tus ofertas aquí.')).toBeVisible();
    await expect(page.getByLabel('Teléfono móvil')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('>');

    release();
    await funnel.fillInitialDetails(v3Email('first-step-texts'));
    const dialog = await funnel.openAmountDialog();
    await expect(dialog.getByRole('button', { name: 'Ver mis ofertas' })).toBeVisible();
  });

  test('what is typed and ticked in the picture of the first step, before and while the app takes over, is in the step', async ({
    page,
  }) => {
    const { release, picture } = await openPictureWithoutTheApp(page);
    await expect(picture.getByRole('heading', { level: 1, name: 'Empecemos' })).toBeVisible();
    await picture.locator('[name="contactDetails.email"]').fill('ana@example.com');
    await picture.locator('[name="generalPolicies"]').check();
    await picture.locator('[name="contactDetails.phoneNumber"]').click();
    await page.keyboard.type('6123');

    // The app comes while the applicant is still typing: nothing typed is lost.
    release();
    await page.keyboard.type('45678', { delay: 120 });
    await expect(picture).toHaveCount(0);
    const funnel = new DynamicFunnel(page);
    await expect(page).toHaveURL(/\/initial-details$/);
    await expect(funnel.control('contactDetails.email')).toHaveValue('ana@example.com');
    await expect(funnel.control('generalPolicies')).toBeChecked();
    await expect(funnel.control('contactDetails.phoneNumber')).toHaveValue('612345678');
    await expect(funnel.control('contactDetails.phoneNumber')).toBeFocused();
    await page.keyboard.type('0');
    await expect(funnel.control('contactDetails.phoneNumber')).toHaveValue('6123456780');
    await page.keyboard.press('Backspace');

    // Kept as the app keeps a typed answer: a reload brings it all back.
    await page.reload();
    await expect(funnel.control('contactDetails.email')).toHaveValue('ana@example.com');
    await expect(funnel.control('contactDetails.phoneNumber')).toHaveValue('612345678');
    await expect(funnel.control('generalPolicies')).toBeChecked();
  });

  test('the first step asks for the lead API client with its look-ups, so the policies wait for neither after the other', async ({
    page,
  }) => {
    // The look-ups' code comes slowly; the client every look-up goes through is asked for meanwhile.
    const release = await holdScript(page, /\/assets\/lookupApi-[\w-]+\.js$/);
    const clientAskedFor = page.waitForRequest(/\/assets\/api-[\w-]+\.js$/, { timeout: 10_000 });
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Empecemos' })).toBeVisible();
    await clientAskedFor;
    release();
    await expect(page.getByRole('link', { name: 'política de privacidad' })).toBeVisible();
  });

  test('before the app, a continue on the empty first step says nothing of saving; the app then shows what is missing', async ({
    page,
  }) => {
    const { release, picture } = await openPictureWithoutTheApp(page);
    const button = picture.getByRole('button', { name: 'Continuar' });
    await button.click();
    // Kept for the app, which checks the step: busy, but no "Guardando…" said or announced.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveText('Continuar');
    await expect(picture.getByRole('status')).toHaveCount(0);
    release();
    await expect(picture).toHaveCount(0);
    await expect(page.locator('.error-summary')).toBeVisible();
  });

  test('before the app, the policies’ place beside a box that can be ticked is read out, not hidden', async ({
    page,
  }) => {
    const { picture } = await openPictureWithoutTheApp(page);
    const box = picture.getByRole('checkbox', { name: /Acepto las condiciones/ });
    await expect(box).toBeEnabled();
    const place = picture.locator('.policy-links--pending').first();
    expect(await place.evaluate((element) => element.closest('[aria-hidden="true"]'))).toBeNull();
    await expect(place).toContainText('Antes de aceptar, lee nuestra');
    await expect(place.locator('.visually-hidden')).toHaveText('Cargando…');
  });

  test('a continue pressed in the filled-in picture opens the amount modal once the app and the policies are in', async ({
    page,
  }) => {
    const { release, picture } = await openPictureWithoutTheApp(page);
    await picture.locator('[name="contactDetails.email"]').fill('ana@example.com');
    await picture.locator('[name="contactDetails.phoneNumber"]').fill('612345678');
    await picture.locator('[name="generalPolicies"]').check();
    await picture.getByRole('button', { name: 'Continuar' }).click();
    // What the primary button says in every frame from here to the modal.
    await page.evaluate(() => {
      const said: string[] = [];
      Reflect.set(window, '__buttonSaid', said);
      const look = () => {
        if (document.querySelector('[role="dialog"]')) return;
        const button = document.querySelector('#root form button[type="submit"]');
        if (button && said.at(-1) !== button.textContent) said.push(button.textContent);
        requestAnimationFrame(look);
      };
      look();
    });
    release();

    await expect(page.getByRole('dialog', { name: 'Tu préstamo' })).toBeVisible();
    await expect(page.locator('.lookup-status--problem')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The press stays visible through the takeover and the wait: the button never reads as a
    // continue that nobody pressed.
    const said = await page.evaluate(() => Reflect.get(window, '__buttonSaid') as string[]);
    expect(said).toEqual(['Guardando…']);
  });

  test('goes from initial-details and its amount modal through every step the sandbox returns to submission', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const steps = await scenarioSteps(request, sandboxOf(baseURL), 'v3-all');
    const funnel = new DynamicFunnel(page);
    await funnel.open();
    await expect(page.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      /\/sandbox\/policy\/privacy-policy$/,
    );
    await funnel.fillInitialDetails(v3Email('v3-all'));

    // The amount modal: labelled, focus inside, Escape closes it and gives focus back.
    let dialog = await funnel.openAmountDialog();
    await expect(dialog.getByRole('heading', { name: 'Tu préstamo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(funnel.form().locator('button[type="submit"]')).toBeFocused();
    dialog = await funnel.openAmountDialog();
    const amount = dialog.locator('input[name="amount"]');
    const before = Number(await amount.inputValue());
    await dialog.getByRole('button', { name: /Aumentar|Increase/ }).click();
    const chosen = Number(await amount.inputValue());
    expect(chosen).toBeGreaterThan(before);
    await dialog.getByRole('button', { name: 'Ver mis ofertas' }).click();

    const paths = [...steps.keys()];
    expect(paths[0]).toBe('initial-details');
    for (const [index, path] of paths.entries()) {
      if (index === 0) continue;
      await funnel.expectStep(path);
      await expect(page.getByText(`Paso ${index + 1} de ${paths.length}`)).toBeVisible();
      for (const { name } of steps.get(path) ?? []) {
        await funnel.answer(name);
        if (name === 'EMPLOYER_NAME') {
          // The company look-up answered: picking its suggestion fills the later employer steps.
          await expect(page.locator('datalist option[value="Sandbox Logística S.L."]')).toHaveCount(
            1,
          );
        }
      }
      await funnel.continue();
    }

    await expect(page).toHaveURL(/\/(checking|accepted)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
    const lead = await storedLead(request, sandboxOf(baseURL), await leadIdOf(page));
    expect(lead.product).toBe('finipay');
    expect(lead.data).toMatchObject({
      amount: chosen,
      generalPolicies: true,
      policies: ['privacy-policy', 'terms-and-conditions'],
      personalDetails: { firstName: 'Lucía', secondLastName: 'Pérez', dateOfBirth: '1990-05-17' },
      contactDetails: {
        postalCode: '28013',
        city: 'Madrid',
        province: 'Madrid',
        phoneNumber: '612345678',
      },
      incomeDetails: {
        iban: 'ES91 2100 0418 4502 0005 1332',
        monthlyIncome: 1800,
        usingOnlineBanking: true,
      },
      otherDetails: {
        ibanConsent: true,
        fieldSquareArea: 2.5,
        countryOfBirth: 'ES',
        isPoliticallyExposed: false,
      },
      expenses: { totalDebtAmount: 3000 },
      employer: { name: 'Sandbox Logística S.L.', taxRegistryCode: 'B12345674', city: 'Madrid' },
    });
    expect(lead.data.tags).toEqual(['react-ui', 'dynamic-form']);
  });

  test('a server error on a late field sends the applicant back to the first errored step, message shown', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const funnel = await startApplication(page, v3Email('v3-error'));
    const answers: [string, string[]][] = [
      ['name', ['FIRST_NAME', 'LAST_NAME']],
      ['monthly-income', ['MONTHLY_INCOME']],
      ['bank-account', ['IBAN']],
      ['employer-name', ['EMPLOYER_NAME']],
      ['tax-identification-number', ['TAX_IDENTIFICATION_NUMBER']],
    ];
    for (const [path, dataPoints] of answers) {
      await funnel.expectStep(path);
      for (const dataPoint of dataPoints) await funnel.answer(dataPoint);
      await funnel.continue();
    }

    // The sandbox lists the tax number first; the IBAN's step comes first in the form.
    await funnel.expectStep('bank-account');
    const summary = page.getByRole('alert').filter({ hasText: 'Revisa' });
    await expect(summary).toBeFocused();
    await expect(
      page
        .getByText('Nuestros socios no aceptan esta cuenta. Indica otra cuenta a tu nombre.')
        .first(),
    ).toBeVisible();
    await expect(funnel.control('incomeDetails.iban')).toHaveAttribute('aria-invalid', 'true');

    // Editing the answer clears the step's errors; Continue goes to the next step with errors.
    await funnel.control('incomeDetails.iban').fill('ES7620770024003102575766');
    await expect(
      page.getByText('Nuestros socios no aceptan esta cuenta', { exact: false }),
    ).toHaveCount(0);
    await funnel.continue();
    await funnel.expectStep('tax-identification-number');
    await expect(
      page.getByText('Este número fiscal no coincide con nuestros registros. Revísalo.').first(),
    ).toBeVisible();
    await funnel.control('otherDetails.taxIdentificationNumber').fill('X1234567L');
    await funnel.continue();

    await expect(page.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
    const lead = await storedLead(request, sandboxOf(baseURL), await leadIdOf(page));
    expect(lead.data).toMatchObject({
      incomeDetails: { iban: 'ES7620770024003102575766' },
      otherDetails: { taxIdentificationNumber: 'X1234567L' },
    });
  });

  test('steps the lead API adds in an update answer are asked before the application is checked', async ({
    page,
  }) => {
    const funnel = await startApplication(page, v3Email('v3-more'));
    for (const [path, dataPoints] of [
      ['name', ['FIRST_NAME', 'LAST_NAME']],
      ['date-of-birth', ['DATE_OF_BIRTH']],
    ] as const) {
      await funnel.expectStep(path);
      for (const dataPoint of dataPoints) await funnel.answer(dataPoint);
      await funnel.continue();
    }
    await funnel.expectStep('id-card');
    await expect(page.getByText('Paso 4 de 5')).toBeVisible();
    for (const dataPoint of ['ID_CARD_NUMBER', 'ID_CARD_ISSUED_AT', 'ID_CARD_ISSUED_AUTHORITY']) {
      await funnel.answer(dataPoint);
    }
    await funnel.continue();
    await funnel.expectStep('pep-details');
    await funnel.answer('IS_POLITICALLY_EXPOSED');
    await funnel.answer('CONNECTED_TO_PEP');
    await funnel.continue();
    await expect(page.getByRole('heading', { level: 1, name: 'Tienes ofertas' })).toBeVisible();
  });

  test('a reload in the middle keeps every answer', async ({ page }) => {
    const funnel = await startApplication(page, v3Email('v3-short'));
    await funnel.expectStep('name');
    await funnel.answer('FIRST_NAME');
    await funnel.answer('LAST_NAME');
    await funnel.continue();
    await funnel.expectStep('date-of-birth');
    await funnel.answer('DATE_OF_BIRTH');
    await funnel.continue();
    await funnel.expectStep('address-information');
    await funnel.control('contactDetails.postalCode').fill('28013');
    await expect(funnel.control('contactDetails.city')).toHaveValue('Madrid');
    await funnel.control('contactDetails.street').fill('Calle de Atocha');
    await funnel.control('contactDetails.city').fill('Madrid centro');

    await page.reload();
    await funnel.expectStep('address-information');
    await expect(funnel.control('contactDetails.street')).toHaveValue('Calle de Atocha');
    // The postcode look-up runs again but never overwrites what the applicant corrected.
    await expect(funnel.control('contactDetails.postalCode')).toHaveValue('28013');
    await expect(page.getByText(/Encontrado: Madrid/)).toBeVisible();
    await expect(funnel.control('contactDetails.city')).toHaveValue('Madrid centro');
    await page.getByRole('link', { name: 'Atrás' }).click();
    await funnel.expectStep('date-of-birth');
    await expectBirthDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
    await page.goto('./initial-details');
    await expect(funnel.control('contactDetails.email')).toHaveValue(/^v3-short\+/);
    await expect(funnel.control('generalPolicies')).toBeChecked();
  });

  test('back and forward buttons move between steps without losing anything', async ({ page }) => {
    const funnel = await startApplication(page, v3Email('v3-short'));
    await funnel.expectStep('name');
    await funnel.answer('FIRST_NAME');
    await funnel.answer('LAST_NAME');
    await funnel.continue();
    await funnel.expectStep('date-of-birth');
    await funnel.answer('DATE_OF_BIRTH');
    await funnel.continue();
    await funnel.expectStep('address-information');
    await funnel.control('contactDetails.street').fill('Calle de Alcalá');

    await page.goBack();
    await funnel.expectStep('date-of-birth');
    await expectBirthDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
    await page.goBack();
    await funnel.expectStep('name');
    await expect(funnel.control('personalDetails.firstName')).toHaveValue('Lucía');
    await funnel.control('personalDetails.lastName').fill('García López');
    await page.goForward();
    await funnel.expectStep('date-of-birth');
    await page.goForward();
    await funnel.expectStep('address-information');
    await expect(funnel.control('contactDetails.street')).toHaveValue('Calle de Alcalá');
    await page.goBack();
    await page.goBack();
    await expect(funnel.control('personalDetails.lastName')).toHaveValue('García López');

    // A step not reached yet cannot be opened by hand: the form resumes where the applicant is.
    await page.goto('./monthly-income');
    await funnel.expectStep('address-information');
  });
});
