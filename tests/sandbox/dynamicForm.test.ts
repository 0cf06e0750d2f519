// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_CATALOG as SANDBOX_CATALOG } from '../../sandbox/dynamicForm/catalog';
import { TEST_SCENARIOS } from '../../sandbox/dynamicForm/scenarios';
import { DATA_POINTS } from '../../src/features/dynamicForm/dataPoints';
import { STEP_CATALOG as CLIENT_CATALOG } from '../../src/features/dynamicForm/stepCatalog';
import { DYNAMIC_STEP_PATHS } from '../../src/features/dynamicForm/model/stepPaths';
import { newLead, startTestServer, type TestServer, continueTokenOf } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

interface Placement {
  name: string;
  path: string;
  context: string;
}

const v3Lead = (email: string, overrides: Record<string, unknown> = {}) =>
  newLead({
    product: 'finipay',
    tags: ['react-ui', 'dynamic-form'],
    contactDetails: { email },
    ...overrides,
  });

async function create(body: Record<string, unknown>) {
  const response = await server.inject({ method: 'POST', url: '/v3/lead', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; progressState: number; dataPoints?: Placement[] }>();
}

function put(body: Record<string, unknown>, language = 'en') {
  return server.inject({
    method: 'PUT',
    url: '/v3/lead',
    payload: body,
    headers: { 'accept-language': language },
  });
}

const paths = (placements: Placement[]) => [...new Set(placements.map(({ path }) => path))];

describe('the step catalog', () => {
  it('is the front end catalog, path by path and data point by data point', () => {
    expect(SANDBOX_CATALOG).toEqual(CLIENT_CATALOG);
    expect(Object.keys(SANDBOX_CATALOG)).toEqual([...DYNAMIC_STEP_PATHS]);
  });

  it('only places data points the front end knows, except the fallback scenario on purpose', async () => {
    for (const scenario of Object.keys(TEST_SCENARIOS).filter((name) => name !== 'v3-fallback')) {
      const { dataPoints } = (
        await server.inject(`/v3/test/datapoints?scenario=${scenario}`)
      ).json<{ dataPoints: Placement[] }>();
      for (const { name } of dataPoints)
        expect(DATA_POINTS, `${scenario}: ${name}`).toContain(name);
    }
  });
});

describe('GET /v3/test/datapoints', () => {
  it('gives every step path of the specification, in order, for v3-all', async () => {
    const response = await server.inject('/v3/test/datapoints?email=v3-all%2Brun1@example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ scenario: string; dataPoints: Placement[] }>();
    expect(body.scenario).toBe('v3-all');
    expect(paths(body.dataPoints)).toEqual([...DYNAMIC_STEP_PATHS]);
    expect(body.dataPoints[0]).toEqual({
      name: 'EMAIL',
      path: 'initial-details',
      context: 'personal-information',
    });
    expect(body.dataPoints.find(({ path }) => path === 'iban-consent')?.context).toBe('modal');
  });

  it("gives a product's own form without a scenario", async () => {
    const finipay = (await server.inject('/v3/test/datapoints?product=finipay')).json<{
      dataPoints: Placement[];
    }>();
    const fiesta = (await server.inject('/v3/test/datapoints?product=fiesta')).json<{
      dataPoints: Placement[];
    }>();
    expect(paths(finipay.dataPoints)[0]).toBe('initial-details');
    expect(paths(finipay.dataPoints)).toContain('bank-account');
    expect(paths(fiesta.dataPoints)).toContain('citizenship');
    expect(
      fiesta.dataPoints
        .filter(({ path }) => path === 'address-information')
        .map(({ name }) => name),
    ).toContain('SUBURB');
  });

  it('shows the loan-information step type in v3-loan, and the extra steps of v3-more', async () => {
    const loan = (await server.inject('/v3/test/datapoints?scenario=v3-loan')).json<{
      dataPoints: Placement[];
    }>();
    expect(
      loan.dataPoints
        .filter(({ context }) => context === 'loan-information')
        .map(({ name }) => name),
    ).toEqual(['AMOUNT', 'PERIOD', 'LOAN_PURPOSE']);
    const more = (await server.inject('/v3/test/datapoints?scenario=v3-more')).json<{
      moreDataPoints: Placement[];
    }>();
    expect(paths(more.moreDataPoints)).toEqual(['id-card', 'pep-details']);
  });

  it('answers 404 for an unknown scenario and 400 for an unknown product', async () => {
    expect((await server.inject('/v3/test/datapoints?scenario=nope')).statusCode).toBe(404);
    expect((await server.inject('/v3/test/datapoints?product=nope')).statusCode).toBe(400);
  });
});

describe('lead answers of the dynamic form', () => {
  it('carry the data points of the scenario for a lead tagged dynamic-form, and none for a classic lead', async () => {
    const v3 = await create(v3Lead('v3-short@example.com'));
    expect(paths(v3.dataPoints ?? [])).toEqual([
      'initial-details',
      'name',
      'date-of-birth',
      'address-information',
      'monthly-income',
    ]);

    const classic = await create(newLead({ contactDetails: { email: 'v3-short@example.com' } }));
    expect(classic).not.toHaveProperty('dataPoints');
  });

  it('are repeated by the continue link', async () => {
    const { id } = await create(v3Lead('v3-short@example.com'));
    const continued = (
      await server.inject(`/v3/lead/url/${await continueTokenOf(server, id)}/continue`)
    ).json<{
      dataPoints: Placement[];
    }>();
    expect(paths(continued.dataPoints)).toHaveLength(5);
  });

  it('v3-error: refuses the IBAN and the tax number until they change, storing nothing meanwhile', async () => {
    const { id } = await create(v3Lead('v3-error@example.com'));
    const answers = {
      incomeDetails: { iban: 'ES9121000418450200051332', monthlyIncome: 1500 },
      otherDetails: { taxIdentificationNumber: '12345678Z' },
    };
    const refused = await put({ id, progressState: 6, ...answers }, 'es-ES,es;q=0.9');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Algunas respuestas no se han aceptado',
      error: 'invalid_data_points',
      errors: [
        {
          dataPoint: 'TAX_IDENTIFICATION_NUMBER',
          field: 'otherDetails.taxIdentificationNumber',
          message: expect.stringContaining('número fiscal'),
        },
        {
          dataPoint: 'IBAN',
          field: 'incomeDetails.iban',
          message: expect.stringContaining('cuenta'),
        },
      ],
    });
    const stored = (await server.inject(`/sandbox/leads/${id}`)).json<{
      progressState: number;
      data: Record<string, unknown>;
    }>();
    expect(stored.progressState).toBe(2);
    expect(stored.data).not.toHaveProperty('incomeDetails');

    const again = await put({
      id,
      progressState: 6,
      ...answers,
      incomeDetails: { iban: 'DE89370400440532013000' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.map((error: { dataPoint: string }) => error.dataPoint)).toEqual([
      'TAX_IDENTIFICATION_NUMBER',
    ]);

    const accepted = await put({
      id,
      progressState: 6,
      incomeDetails: { iban: 'DE89370400440532013000' },
      otherDetails: { taxIdentificationNumber: 'X1234567L' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().progressState).toBe(6);
  });

  it('v3-more: the first submission adds steps and keeps the lead in the form; the next one is checked', async () => {
    const { id, dataPoints } = await create(v3Lead('v3-more@example.com'));
    expect(paths(dataPoints ?? [])).not.toContain('id-card');
    const first = await put({
      id,
      progressState: 6,
      personalDetails: { firstName: 'Ana', dateOfBirth: '1990-01-01' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().progressState).toBe(2);
    expect(paths(first.json().dataPoints).slice(-2)).toEqual(['id-card', 'pep-details']);

    const second = await put({ id, progressState: 6, otherDetails: { idCardNumber: 'AB123456' } });
    expect(second.json().progressState).toBe(6);
  });
});

describe('look-ups', () => {
  it('finds the place of a postcode, and a Spanish province from its first two digits', async () => {
    expect((await server.inject('/postcode/lookup/28013')).json()).toEqual({
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      municipality: 'Madrid',
      district: 'Centro',
    });
    expect((await server.inject('/postcode/lookup/08999')).json()).toEqual({
      postalCode: '08999',
      province: 'Barcelona',
    });
    const unknown = await server.inject('/postcode/lookup/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Postcode not found' });
  });

  it('lists every place of a shared postcode', async () => {
    const body = (await server.inject('/postcode/06700')).json<{
      places: { suburb: string }[];
    }>();
    expect(body.places.map(({ suburb }) => suburb)).toEqual(['Roma Norte', 'Roma Sur']);
    expect((await server.inject('/postcode/ABC')).statusCode).toBe(404);
  });

  it('suggests companies by part of their name, ignoring case and accents', async () => {
    const found = (await server.inject(`/company/${encodeURIComponent('logistica')}`)).json<
      { name: string; taxRegistryCode: string }[]
    >();
    expect(found).toEqual([
      expect.objectContaining({ name: 'Sandbox Logística S.L.', taxRegistryCode: 'B12345674' }),
    ]);
    expect((await server.inject('/company/s')).json()).toEqual([]);
  });

  it('names countries and positions in the applicant language', async () => {
    const spanish = (
      await server.inject({ url: '/choices/country', headers: { 'accept-language': 'es-ES' } })
    ).json<{ value: string; label: string }[]>();
    const english = (await server.inject('/choices/country')).json<
      { value: string; label: string }[]
    >();
    expect(spanish.find(({ value }) => value === 'DE')?.label).toBe('Alemania');
    expect(english.find(({ value }) => value === 'DE')?.label).toBe('Germany');
    expect(english.length).toBeGreaterThan(240);
    expect(english.map(({ value }) => value)).not.toContain('DD');
    const positions = (
      await server.inject({ url: '/choices/position', headers: { 'accept-language': 'es' } })
    ).json<{ label: string }[]>();
    expect(positions.map(({ label }) => label)).toContain('Funcionario');
  });

  it.each([
    ['ana@example.com', { valid: true }],
    ['ana@@example', { valid: false, reason: 'syntax' }],
    ['ana@gmial.com', { valid: false, reason: 'domain', suggestion: 'ana@gmail.com' }],
    ['ana@shop.invalid', { valid: false, reason: 'domain' }],
    ['ana@mailinator.com', { valid: false, reason: 'disposable' }],
    ['undeliverable+1@example.com', { valid: false, reason: 'mailbox' }],
  ])('checks the e-mail %s', async (email, verdict) => {
    const response = await server.inject(`/email/validate/${encodeURIComponent(email)}`);
    expect(response.json()).toEqual({ email, ...verdict });
  });
});
