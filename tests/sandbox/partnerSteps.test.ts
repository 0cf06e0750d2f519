// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLead, startTestServer, type TestServer, continueTokenOf } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

/** A lead that went through checking with the test input `state-<n>@example.com`. */
async function leadInState(state: number, extra: Record<string, unknown> = {}) {
  const id = await createLead(server, extra);
  await server.inject({
    method: 'PUT',
    url: '/v3/lead',
    payload: { id, progressState: 6, contactDetails: { email: `state-${state}@example.com` } },
  });
  const status = (await server.inject(`/lead/status/${id}`)).json();
  expect(status.progressState).toBe(state);
  return { id, status };
}

const post = (url: string, payload: object) => server.inject({ method: 'POST', url, payload });

interface StoredLead {
  progressState: number;
  decidedAt: string;
  data: Record<string, unknown>;
}

const stored = async (id: string) =>
  (await server.inject(`/sandbox/leads/${id}`)).json<StoredLead>();

describe('form steps store their sections and move the lead on', () => {
  const cases = [
    [8, '/lead/offer/employment-details', { employer: { name: 'Acme', city: 'Madrid' } }, 11],
    [21, '/lead/offer/employment-details', { incomeDetails: { salaryCycle: 'MONTHLY' } }, 11],
    [23, '/lead/marital-details', { otherDetails: { maritalStatus: 'MARRIED' } }, 11],
    [24, '/lead/aide', { otherDetails: { numberOfInhabitants: 3 } }, 11],
    [26, '/lead/offer/credit-details', { expenses: { hasOtherLoans: false } }, 11],
    [
      27,
      '/lead/offer/professional-details',
      { incomeDetails: { cofidisProfession: 'EMPLOYEE' } },
      11,
    ],
    [28, '/lead/cnp', { personalDetails: { personalCode: '1960528123450' } }, 11],
    [31, '/lead/offer/customer-debts', { otherDetails: { overdueDebtAmount: 1000 } }, 11],
    [32, '/lead/offer/reference-details', { referenceDetails: { name: 'Ana Ruiz' } }, 11],
    [33, '/lead/wniosek', { employer: { taxRegistryCode: '5260250274' } }, 34],
    [34, '/lead/offer/personal-details', { otherDetails: { idCardNumber: 'ABA300000' } }, 11],
  ] as const;

  it.each(cases)('state %i: POST %s moves to %i', async (state, path, sections, next) => {
    const { id } = await leadInState(state, { incomeDetails: { monthlyIncome: 1800 } });

    const response = await post(path, { id, ...sections });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, progressState: next, leadStatus: 1 });
    const row = await stored(id);
    expect(row.progressState).toBe(next);
    expect(row.data).toMatchObject(sections);
    // Deep merge: what earlier steps stored stays.
    expect(row.data).toMatchObject({ incomeDetails: { monthlyIncome: 1800 } });
    const { calls } = (await server.inject(`/sandbox/leads/${id}/step-calls`)).json();
    expect(calls).toEqual([
      {
        path,
        fromState: state,
        toState: next,
        body: { id, ...sections },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('refuses a step the lead is not in (back button, second tab) and changes nothing', async () => {
    const { id } = await leadInState(23);
    const response = await post('/lead/offer/customer-debts', {
      id,
      otherDetails: { overdueDebtAmount: 5 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'wrong_state',
      message: 'Lead is in state 23; /lead/offer/customer-debts belongs to state 31',
    });
    const row = await stored(id);
    expect(row.progressState).toBe(23);
    expect(row.data.otherDetails).toBeUndefined();

    const again = await post('/lead/marital-details', {
      id,
      otherDetails: { maritalStatus: 'SINGLE' },
    });
    expect(again.statusCode).toBe(200);
    expect((await post('/lead/marital-details', { id })).statusCode).toBe(409);
  });

  it('answers 401 for an unknown lead and 400 for a field of another step', async () => {
    expect((await post('/lead/aide', { id: 'nope' })).statusCode).toBe(401);
    const { id } = await leadInState(24);
    const response = await post('/lead/aide', { id, referenceDetails: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'referenceDetails', keyword: 'additionalProperties' }),
    );
  });

  it('enforces the debt limits of the specification: overdue at most 1000, total 0 to 500000', async () => {
    const { id } = await leadInState(31);
    const response = await post('/lead/offer/customer-debts', {
      id,
      otherDetails: { overdueDebtAmount: 1001 },
      expenses: { totalDebtAmount: 500001 },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['otherDetails.overdueDebtAmount', 'expenses.totalDebtAmount']),
    );
  });

  it.each(['1960528123458', '196052812345', '0960528123450', 'abc'])(
    'refuses the CNP %s with a field error',
    async (personalCode) => {
      const { id } = await leadInState(28);
      const response = await post('/lead/cnp', { id, personalDetails: { personalCode } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          location: 'body',
          field: 'personalDetails.personalCode',
          message: 'must be a valid CNP',
          keyword: 'cnp',
        },
      ]);
    },
  );

  it('offers the professions of the mapping and refuses any other', async () => {
    const mapping = (await server.inject('/perofesional-details-mapping')).json();
    expect(mapping.professions).toContainEqual({ code: 'EMPLOYEE', label: 'Employee' });
    expect(mapping.economicActivities.length).toBeGreaterThan(5);
    const { id } = await leadInState(27);
    const response = await post('/lead/offer/professional-details', {
      id,
      incomeDetails: { cofidisProfession: 'ASTRONAUT' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('incomeDetails.cofidisProfession');
  });

  it('takes the Polish application through its completion step', async () => {
    const { id } = await leadInState(33);
    expect((await post('/lead/wniosek', { id })).json().progressState).toBe(34);
    const status = (await server.inject(`/lead/status/${id}`)).json();
    expect(status.progressState).toBe(34);
    const done = await post('/lead/offer/personal-details', {
      id,
      otherDetails: { citizenship: 'PL' },
    });
    expect(done.json()).toMatchObject({
      progressState: 11,
      applicationResult: { application: { status: 'THANK_YOU' } },
    });
  });
});

describe('offers of the accepted state', () => {
  it('are stored, say how each is taken, and keep their terms across a restart', async () => {
    const { id, status } = await leadInState(10, { amount: 1000 });
    const offers = status.applicationResult.offers;
    expect(offers.map((o: { acceptance: string }) => o.acceptance)).toEqual([
      'payment',
      'sale',
      'sale',
    ]);
    await server.restart();
    const again = (await server.inject(`/lead/status/${id}`)).json();
    expect(again.applicationResult.offers).toEqual(offers);
  });

  it('a payment offer is taken with /lead/offer/payment and the lead is thanked', async () => {
    const { id, status } = await leadInState(10);
    const [payment] = status.applicationResult.offers;
    const response = await post('/lead/offer/payment', { id, offerId: payment.offerId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      progressState: 11,
      applicationResult: { application: { status: 'THANK_YOU' } },
    });
    const { offers } = (await server.inject(`/sandbox/leads/${id}/offers`)).json();
    expect(offers[0]).toMatchObject({
      offerId: payment.offerId,
      state: 10,
      acceptedAt: expect.any(String),
    });
    expect(offers[1].acceptedAt).toBeNull();
  });

  it('a sale offer is taken with /lead/sale and redirects to that partner', async () => {
    const { id, status } = await leadInState(10);
    const sale = status.applicationResult.offers[1];
    expect((await post('/lead/offer/payment', { id, offerId: sale.offerId })).json()).toEqual({
      error: 'wrong_acceptance',
      message: 'This offer is taken through /lead/sale',
    });
    const response = await post('/lead/sale', { id, offerId: sale.offerId });
    expect(response.json()).toEqual({
      id,
      progressState: 12,
      leadStatus: 1,
      expiresAt: expect.any(String),
      applicationResult: {
        application: { status: 'REDIRECTED' },
        offerId: sale.offerId,
        partner: { name: sale.partner.name },
        redirectUrl: `http://localhost/sandbox/partner?lead=${id}`,
        redirectMethod: 'GET',
      },
    });
    // A continue link later tells the same story.
    const continued = (
      await server.inject(`/v3/lead/url/${await continueTokenOf(server, id)}/continue`)
    ).json();
    expect(continued.applicationResult.partner).toEqual({ name: sale.partner.name });
  });

  it('refuses an offer of another lead', async () => {
    const first = await leadInState(10);
    const second = await leadInState(10);
    const offerId = first.status.applicationResult.offers[1].offerId;
    const response = await post('/lead/sale', { id: second.id, offerId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('offer_not_found');
  });
});

describe('partner offers (states 37 to 41)', () => {
  it.each([
    [37, 'Creditea (sandbox)', 3],
    [38, 'Cofidis (sandbox)', 1],
    [39, 'Provident (sandbox)', 1],
    [40, 'Instabank (sandbox)', 1],
    [41, 'Proficredit (sandbox)', 1],
  ])(
    'state %i shows %s with %i offer(s) expiring 24 h after the decision',
    async (state, name, count) => {
      const { id, status } = await leadInState(state, { amount: 2000 });
      const result = status.applicationResult;
      expect(result).toMatchObject({ application: { status: 'PENDING' }, partner: { name } });
      expect(result.offers).toHaveLength(count);
      expect(result.offerId).toBe(result.offers[0].offerId);
      const row = await stored(id);
      for (const offer of result.offers) {
        expect(offer).toMatchObject({ partner: { name }, amount: 2000, periodScale: 'months' });
        expect(offer.totalCost).toBeCloseTo(offer.monthlyPayment * offer.period, 1);
        expect(Date.parse(offer.expiresAt) - Date.parse(row.decidedAt)).toBe(24 * 3_600_000);
      }
    },
  );

  it.each([
    [37, '/lead/offer/accept-creditea-offer', 12, {}],
    [
      38,
      '/lead/offer/payment',
      11,
      { monthlyPaymentDay: 5, incomeDetails: { iban: 'ES9121000418450200051332' } },
    ],
    [39, '/lead/offer/update-provident-offer', 11, { amount: 400, period: 6 }],
    [40, '/lead/offer/payment', 11, { monthlyPaymentDay: 28 }],
    [41, '/lead/offer/proficredit', 12, {}],
  ])('state %i: %s takes the offer and moves to %i', async (state, path, next, extra) => {
    const { id, status } = await leadInState(state);
    const offerId = status.applicationResult.offers.at(-1).offerId;
    const response = await post(path, { id, offerId, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().progressState).toBe(next);
    if (next === 12) expect(response.json().applicationResult.offerId).toBe(offerId);
    expect((await post(path, { id, offerId, ...extra })).statusCode).toBe(409);
  });

  it('stores what the payment call carries', async () => {
    const { id, status } = await leadInState(38);
    const offerId = status.applicationResult.offerId;
    const iban = 'ES9121000418450200051332';
    await post('/lead/offer/payment', {
      id,
      offerId,
      monthlyPaymentDay: 5,
      incomeDetails: { iban },
    });
    expect((await stored(id)).data).toMatchObject({
      monthlyPaymentDay: 5,
      incomeDetails: { iban },
    });
  });

  it('Provident recalculates the changed offer and refuses more than it offered', async () => {
    const { id, status } = await leadInState(39, { amount: 1000 });
    const offerId = status.applicationResult.offerId;
    const tooMuch = await post('/lead/offer/update-provident-offer', {
      id,
      offerId,
      amount: 1500,
      period: 12,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'amount', keyword: 'maximum' });
    const tooLong = await post('/lead/offer/update-provident-offer', {
      id,
      offerId,
      amount: 500,
      period: 36,
    });
    expect(tooLong.statusCode).toBe(400);

    expect(
      (await post('/lead/offer/update-provident-offer', { id, offerId, amount: 500, period: 6 }))
        .statusCode,
    ).toBe(200);
    const [offer] = (await server.inject(`/sandbox/leads/${id}/offers`)).json().offers;
    expect(offer).toMatchObject({ amount: 500, period: 6, acceptedAt: expect.any(String) });
    // 500 over 6 months at 59.9 % APR.
    expect(offer.monthlyPayment).toBeCloseTo(98.48, 2);
    expect(offer.totalCost).toBeCloseTo(offer.monthlyPayment * 6, 1);
  });
});

describe('expired offers', () => {
  it('POST /sandbox/leads/{id}/expire-offers makes accepting answer 410 and changes nothing', async () => {
    const { id, status } = await leadInState(41);
    const offerId = status.applicationResult.offerId;

    const expired = (
      await server.inject({ method: 'POST', url: `/sandbox/leads/${id}/expire-offers` })
    ).json();
    expect(expired.expired).toBe(1);
    expect(Date.parse(expired.offers[0].expiresAt)).toBeLessThanOrEqual(Date.now());

    const refused = await post('/lead/offer/proficredit', { id, offerId });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({
      error: 'offer_expired',
      message: `Offer expired at ${expired.offers[0].expiresAt}`,
    });
    expect((await stored(id)).progressState).toBe(41);
    const status2 = (await server.inject(`/lead/status/${id}`)).json();
    expect(status2.applicationResult.offers[0].expiresAt).toBe(expired.offers[0].expiresAt);
  });

  it('refuses an expired offer of the accepted state too, through either call', async () => {
    const { id, status } = await leadInState(10);
    await server.inject({ method: 'POST', url: `/sandbox/leads/${id}/expire-offers` });
    const [payment, sale] = status.applicationResult.offers;
    expect((await post('/lead/offer/payment', { id, offerId: payment.offerId })).statusCode).toBe(
      410,
    );
    expect((await post('/lead/sale', { id, offerId: sale.offerId })).statusCode).toBe(410);
  });

  it('makes the offers of a lead that was never shown them, then expires them', async () => {
    const id = await createLead(server);
    await server.inject({
      method: 'PUT',
      url: '/v3/lead',
      payload: { id, progressState: 6, contactDetails: { email: 'state-38@example.com' } },
    });
    const response = await server.inject({
      method: 'POST',
      url: `/sandbox/leads/${id}/expire-offers`,
    });
    expect(response.json()).toMatchObject({ expired: 1, offers: [{ state: 38 }] });
    expect(
      (await server.inject({ method: 'POST', url: '/sandbox/leads/nope/expire-offers' }))
        .statusCode,
    ).toBe(404);
  });
});
