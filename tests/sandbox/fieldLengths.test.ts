// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead, startTestServer, type TestServer } from './testServer';

/**
 * The contract bounds every text of a lead by the funnel's own limits (free text 100,
 * src/features/form/fieldFactories.ts; the rest in the field catalog, src/features/form/catalog),
 * so an oversized field is a 400 naming it, not a stored blob.
 */
const FUNNEL_LIMITS: [section: string, field: string, max: number][] = [
  ['personalDetails', 'firstName', 100],
  ['personalDetails', 'lastName', 100],
  ['personalDetails', 'personalCode', 20],
  ['contactDetails', 'email', 254],
  ['contactDetails', 'phoneNumber', 30],
  ['contactDetails', 'postalCode', 10],
  ['contactDetails', 'street', 100],
  ['contactDetails', 'houseNumber', 10],
  ['contactDetails', 'flatNumber', 10],
  ['contactDetails', 'city', 100],
  ['incomeDetails', 'jobTitle', 100],
  ['incomeDetails', 'iban', 42],
  ['employer', 'name', 100],
  ['otherDetails', 'vehicleLicensePlateNumber', 12],
  ['otherDetails', 'idCardNumber', 20],
  ['referenceDetails', 'name', 100],
  ['referenceDetails', 'phoneNumber', 30],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const create = (section: string, field: string, value: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v3/lead',
    payload: newLead({ [section]: { [field]: value } }),
  });

describe('lead field lengths', () => {
  it.each(FUNNEL_LIMITS)('%s.%s takes %i characters and refuses one more', async (...entry) => {
    const [section, field, max] = entry;
    // An e-mail must still look like one; everything else is free text in the contract.
    const text = (length: number) =>
      field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'a'.repeat(length);

    expect((await create(section, field, text(max))).statusCode).toBe(201);
    const refused = await create(section, field, text(max + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: `${section}.${field}`, keyword: 'maxLength' }),
    );
  });

  it('bounds every text property of every lead section', () => {
    type Schema = { properties?: Record<string, { type?: string | string[]; maxLength?: number }> };
    const doc = JSON.parse(readFileSync('sandbox/openapi.json', 'utf8')) as {
      components: { schemas: Record<string, Schema> };
    };
    const sections = ['PersonalDetails', 'ContactDetails', 'Employer', 'IncomeDetails'];
    sections.push('Expenses', 'OtherDetails', 'ReferenceDetails', 'Lead');
    const unbounded = sections.flatMap((name) =>
      Object.entries(doc.components.schemas[name]?.properties ?? {})
        .filter(([, property]) => [property.type].flat().includes('string'))
        .filter(([, property]) => property.maxLength === undefined)
        .map(([field]) => `${name}.${field}`),
    );
    // sessionId is bounded by its uuid format.
    expect(unbounded).toEqual(['Lead.sessionId']);
  });
});
