import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';
import { emailFor, field, Funnel, leadIdOf, storedLead } from './support/funnel';
import { continuePathOf } from './support/leadStates';

/** What one screen is given: a value typed or chosen by the control's name, or a radio's value. */
type Answer = [name: string, value: string] | [name: string, value: string, 'radio'];

async function answer(page: Page, answers: readonly Answer[]) {
  for (const [name, value, kind] of answers) {
    const control = field(page, name);
    if (kind === 'radio') await page.locator(`[name="${name}"][value="${value}"]`).check();
    else if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
}

/** The classic funnel with the test input `state-<n>@example.com`, up to that state's screen. */
async function reach(page: Page, state: number, route: string) {
  const funnel = new Funnel(page);
  await funnel.open();
  await funnel.completeToChecking(emailFor(`state-${state}`));
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { funnel, id: await leadIdOf(page) };
}

async function stepCalls(page: Page, id: string) {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/step-calls`);
  return (
    (await response.json()) as { calls: { path: string; fromState: number; toState: number }[] }
  ).calls;
}

async function offersOf(page: Page, id: string) {
  const response = await page.request.get(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/offers`);
  return (
    (await response.json()) as {
      offers: {
        offerId: string;
        amount: number;
        period: number;
        acceptedAt: string | null;
        acceptance?: string;
      }[];
    }
  ).offers;
}

const FORM_STEPS: {
  state: number;
  route: string;
  call: string;
  answers: Answer[];
  stored: Record<string, unknown>;
}[] = [
  {
    state: 8,
    route: '/employment-details',
    call: '/lead/offer/employment-details',
    answers: [
      ['employer.name', 'Acme Servicios SL'],
      ['incomeDetails.jobTitle', 'Electricista'],
      ['incomeDetails.positionType', 'PERMANENT'],
      ['incomeDetails.incomeContractStartedAt', '2019-03-01'],
      ['employer.street', 'Calle Mayor'],
      ['employer.houseNumber', '12'],
      ['employer.postalCode', '28013'],
      ['employer.city', 'Madrid'],
    ],
    stored: {
      employer: { name: 'Acme Servicios SL', postalCode: '28013' },
      incomeDetails: { positionType: 'PERMANENT' },
    },
  },
  {
    state: 21,
    route: '/additional-employment-details',
    call: '/lead/offer/employment-details',
    answers: [
      ['incomeDetails.terminationPeriod', 'UP_TO_1_MONTH'],
      ['incomeDetails.trialPeriod', 'false', 'radio'],
      ['incomeDetails.salaryCycle', 'MONTHLY'],
    ],
    stored: {
      incomeDetails: {
        terminationPeriod: 'UP_TO_1_MONTH',
        trialPeriod: false,
        salaryCycle: 'MONTHLY',
      },
    },
  },
  {
    state: 23,
    route: '/marital-details',
    call: '/lead/marital-details',
    answers: [
      ['otherDetails.maritalStatus', 'MARRIED'],
      ['incomeDetails.spouseMonthlyIncome', '1300'],
      ['otherDetails.numberOfDependants', '1'],
    ],
    stored: {
      otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 1 },
      incomeDetails: { spouseMonthlyIncome: 1300 },
    },
  },
  {
    state: 24,
    route: '/aide',
    call: '/lead/aide',
    answers: [
      ['otherDetails.numberOfInhabitants', '3'],
      ['otherDetails.livingArea', 'CITY'],
      ['incomeDetails.householdIncome', '2500'],
      ['expenses.householdExpenses', '1400'],
    ],
    stored: {
      otherDetails: { numberOfInhabitants: 3, livingArea: 'CITY' },
      expenses: { householdExpenses: 1400 },
    },
  },
  {
    state: 26,
    route: '/credit-details',
    call: '/lead/offer/credit-details',
    answers: [
      ['expenses.hasOtherLoans', 'false', 'radio'],
      ['expenses.monthlyCreditCommitments', '0'],
      ['otherDetails.negativeCreditHistory', 'false', 'radio'],
    ],
    stored: {
      expenses: { hasOtherLoans: false, monthlyCreditCommitments: 0 },
      otherDetails: { negativeCreditHistory: false },
    },
  },
  {
    state: 27,
    route: '/professional-details',
    call: '/lead/offer/professional-details',
    answers: [
      ['incomeDetails.cofidisProfession', 'EMPLOYEE'],
      ['incomeDetails.economicActivity', 'TRANSPORT'],
      ['incomeDetails.jobTitle', 'Conductor'],
      ['incomeDetails.incomeContractStartedAt', '2020-01-15'],
    ],
    stored: { incomeDetails: { cofidisProfession: 'EMPLOYEE', economicActivity: 'TRANSPORT' } },
  },
  {
    state: 28,
    route: '/cnp',
    call: '/lead/cnp',
    answers: [
      ['personalDetails.personalCode', '1960528123450'],
      ['otherDetails.idCardNumber', 'RX123456'],
      ['otherDetails.idCardIssuedAt', '2018-06-01'],
      ['otherDetails.idCardIssuedAuthority', 'SPCLEP Sector 1'],
    ],
    stored: {
      personalDetails: { personalCode: '1960528123450' },
      otherDetails: { idCardNumber: 'RX123456' },
    },
  },
  {
    state: 31,
    route: '/customer-debts',
    call: '/lead/offer/customer-debts',
    answers: [
      ['expenses.totalDebtAmount', '3000'],
      ['otherDetails.overdueDebtAmount', '200'],
    ],
    stored: { expenses: { totalDebtAmount: 3000 }, otherDetails: { overdueDebtAmount: 200 } },
  },
  {
    // The classic reference step's answers are shown again: confirming them is enough.
    state: 32,
    route: '/reference-details',
    call: '/lead/offer/reference-details',
    answers: [],
    stored: { referenceDetails: { type: 'FRIEND', name: 'Ana López' } },
  },
];

test.describe('partner form steps against the sandbox', () => {
  for (const step of FORM_STEPS) {
    test(`state ${step.state}: ${step.route} is reached, completed with ${step.call}, and thanks`, async ({
      page,
    }) => {
      const { funnel, id } = await reach(page, step.state, step.route);
      await answer(page, step.answers);
      await funnel.submit();

      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
      const lead = await storedLead(page.request, SANDBOX_ORIGIN, id);
      expect(lead.progressState).toBe(11);
      expect(lead.data).toMatchObject(step.stored);
      expect(await stepCalls(page, id)).toEqual([
        expect.objectContaining({ path: step.call, fromState: step.state, toState: 11 }),
      ]);
      // The finished step stays finished: back does not return into it.
      await page.goBack();
      await expect(page).toHaveURL(/\/thank-you$/);
    });
  }

  test('a wrong CNP is explained and not sent', async ({ page }) => {
    const { funnel, id } = await reach(page, 28, '/cnp');
    await answer(page, [['personalDetails.personalCode', '1960528123458']]);
    await funnel.submit();
    await expect(field(page, 'personalDetails.personalCode')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      page
        .getByText('Este CNP no es válido. Revisa las cifras en tu documento de identidad.')
        .first(),
    ).toBeVisible();
    expect(await stepCalls(page, id)).toEqual([]);
  });

  test('state 33: the Polish application form, then its completion step (34), then thanks', async ({
    page,
  }) => {
    const { funnel, id } = await reach(page, 33, '/wniosek');
    await answer(page, [
      ['employer.name', 'Firma Kowalski'],
      ['employer.taxRegistryCode', '5260250274'],
      ['incomeDetails.positionType', 'PERMANENT'],
      ['incomeDetails.incomeContractStartedAt', '2015-09-01'],
      ['otherDetails.numberOfInhabitants', '2'],
    ]);
    await funnel.submit();

    await expect(page).toHaveURL(/\/wniosek-uzupelnienie$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Completa tu solicitud' }),
    ).toBeVisible();
    await answer(page, [
      ['otherDetails.idCardNumber', 'ABA300000'],
      ['otherDetails.idCardIssuedAt', '2017-02-01'],
      ['otherDetails.citizenship', 'PL'],
      ['otherDetails.cityOfBirth', 'Kraków'],
      ['incomeDetails.iban', 'PL61109010140000071219812874'],
    ]);
    await funnel.submit();

    await expect(page).toHaveURL(/\/thank-you$/);
    const lead = await storedLead(page.request, SANDBOX_ORIGIN, id);
    expect(lead.data).toMatchObject({
      employer: { taxRegistryCode: '5260250274' },
      otherDetails: { idCardNumber: 'ABA300000', citizenship: 'PL', education: 'UNIVERSITY' },
      incomeDetails: { iban: 'PL61109010140000071219812874' },
    });
    expect((await stepCalls(page, id)).map((call) => [call.path, call.toState])).toEqual([
      ['/lead/wniosek', 34],
      ['/lead/offer/personal-details', 11],
    ]);
    await page.goBack();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});

test.describe('partner offers against the sandbox', () => {
  test('state 37: an IPFD offer is chosen and the applicant goes on to the partner', async ({
    page,
  }) => {
    const { funnel, id } = await reach(page, 37, '/ipfd-offer-choice');
    const options = page.locator('[name="offerId"]');
    await expect(options).toHaveCount(3);
    await expect(page.getByText(/^Oferta válida hasta /).first()).toBeVisible();
    await options.nth(1).check();
    await funnel.submit();

    await expect(page).toHaveURL(/\/redirected$/);
    await page.waitForURL(/\/sandbox\/partner\?lead=/);
    const offers = await offersOf(page, id);
    expect(offers.map((offer) => offer.acceptedAt !== null)).toEqual([false, true, false]);
  });

  test('state 38: the Cofidis offer is taken with a collection day and an IBAN', async ({
    page,
  }) => {
    const { funnel, id } = await reach(page, 38, '/cofidis-offer');
    await expect(page.getByRole('article', { name: 'Cofidis (sandbox)' })).toContainText('TAE');
    await answer(page, [
      ['monthlyPaymentDay', '5'],
      ['incomeDetails.iban', 'ES9121000418450200051332'],
    ]);
    await funnel.submit();

    await expect(page).toHaveURL(/\/thank-you$/);
    const lead = await storedLead(page.request, SANDBOX_ORIGIN, id);
    expect(lead.data).toMatchObject({
      monthlyPaymentDay: 5,
      incomeDetails: { iban: 'ES9121000418450200051332' },
    });
    expect((await offersOf(page, id))[0]?.acceptedAt).not.toBeNull();
  });

  test('state 39: the Provident offer is lowered and taken', async ({ page }) => {
    const { funnel, id } = await reach(page, 39, '/provident-offer');
    await page.getByRole('button', { name: /^Reducir en 50/ }).click();
    await funnel.submit();

    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await offersOf(page, id)).toEqual([
      expect.objectContaining({ amount: 950, period: 12, acceptedAt: expect.any(String) }),
    ]);
  });

  test('state 40: the Instabank offer is taken with a collection day', async ({ page }) => {
    const { funnel, id } = await reach(page, 40, '/instabank-offer');
    await answer(page, [['monthlyPaymentDay', '28']]);
    await funnel.submit();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect((await storedLead(page.request, SANDBOX_ORIGIN, id)).data).toMatchObject({
      monthlyPaymentDay: 28,
    });
  });

  test('state 41: the Proficredit offer is taken and the applicant goes on to the partner', async ({
    page,
  }) => {
    const { funnel, id } = await reach(page, 41, '/proficredit-offer');
    await funnel.submit();
    await expect(page).toHaveURL(/\/redirected$/);
    await page.waitForURL(/\/sandbox\/partner\?lead=/);
    expect((await storedLead(page.request, SANDBOX_ORIGIN, id)).progressState).toBe(12);
  });

  test('accepted (10): a `sale` offer is chosen and the applicant goes on to the partner', async ({
    page,
  }) => {
    const { id } = await reach(page, 10, '/accepted');
    const offers = await offersOf(page, id);
    const sale = offers.findIndex((offer) => offer.acceptance === 'sale');
    await page
      .getByRole('listitem')
      .nth(sale)
      .getByRole('button', { name: 'Elegir esta oferta' })
      .click();
    await expect(page).toHaveURL(/\/redirected$/);
    await page.waitForURL(/\/sandbox\/partner\?lead=/);
    expect(await stepCalls(page, id)).toEqual([
      expect.objectContaining({ path: '/lead/sale', toState: 12 }),
    ]);
  });

  test('accepted (10): a `payment` offer is chosen and the applicant is thanked', async ({
    page,
  }) => {
    const { id } = await reach(page, 10, '/accepted');
    const offers = await offersOf(page, id);
    const payment = offers.findIndex((offer) => offer.acceptance === 'payment');
    await page
      .getByRole('listitem')
      .nth(payment)
      .getByRole('button', { name: 'Elegir esta oferta' })
      .click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await stepCalls(page, id)).toEqual([
      expect.objectContaining({ path: '/lead/offer/payment', toState: 11 }),
    ]);
  });
});

test.describe('expired offers are refused', () => {
  test('a partner offer that expired while open is refused by the sandbox, and the screen says so', async ({
    page,
  }) => {
    const { funnel, id } = await reach(page, 38, '/cofidis-offer');
    const expired = await page.request.post(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/expire-offers`);
    expect(expired.ok()).toBe(true);
    await answer(page, [
      ['monthlyPaymentDay', '5'],
      ['incomeDetails.iban', 'ES9121000418450200051332'],
    ]);
    await funnel.submit();

    await expect(page.getByRole('alert')).toContainText('Esta oferta ha caducado');
    await expect(page.locator('form button[type="submit"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cofidis-offer$/);
    expect((await storedLead(page.request, SANDBOX_ORIGIN, id)).progressState).toBe(38);
    expect((await offersOf(page, id))[0]?.acceptedAt).toBeNull();

    await page.getByRole('button', { name: 'Volver a solicitar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  });

  test('a continue link to an expired offer shows it expired, with no way to take it', async ({
    page,
  }) => {
    const { id } = await reach(page, 41, '/proficredit-offer');
    await page.request.post(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/expire-offers`);
    await page.goto(`./${await continuePathOf(page.request, SANDBOX_ORIGIN, id)}`);
    await expect(page).toHaveURL(/\/proficredit-offer$/);
    await expect(page.getByRole('alert')).toContainText('Esta oferta ha caducado');
    await expect(page.getByText(/^La oferta caducó el /)).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).toHaveCount(0);
  });

  test('an expired offer on the accepted screen is refused by the sandbox', async ({ page }) => {
    const { id } = await reach(page, 10, '/accepted');
    await page.request.post(`${SANDBOX_ORIGIN}/sandbox/leads/${id}/expire-offers`);
    const first = page.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Elegir esta oferta' }).click();
    await expect(first.getByText('Esta oferta ha caducado.')).toBeVisible();
    await expect(page).toHaveURL(/\/accepted$/);
    expect(await stepCalls(page, id)).toEqual([]);
    expect((await storedLead(page.request, SANDBOX_ORIGIN, id)).progressState).toBe(10);
  });
});
