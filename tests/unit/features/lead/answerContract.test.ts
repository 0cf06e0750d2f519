// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ApplicationResultFields,
  ContinuedLeadSchema,
  ContinueLinkSentSchema,
  LeadRedirectSchema,
  LeadSavedSchema,
  LeadStatusSchema,
  LeadStepResultSchema,
  MobileVerificationStatusSchema,
  NAMED_ANSWERS,
  OfferSchema,
  PartnerLogoSchema,
  PartnerSchema,
  UnsubscribedSchema,
  UploadedDocumentSchema,
  VehicleModelsSchema,
} from '../../../../src/features/lead/answerSchemas';
import { LEAD_OBJECT_KEYS } from '../../../../src/features/lead/leadContract';
import { contract as doc, validAgainstContract } from '../../helpers/contractSchemas';

/**
 * The funnel's answer schemas (src/features/lead/answerSchemas.ts) and the lead API's contract
 * (sandbox/openapi.json) cannot drift: same property names, same required ones, and examples
 * built from the contract (and valid against it) pass the funnel's schemas.
 */

type JsonSchema = Record<string, unknown>;
const components = doc.components.schemas;

function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const target = components[ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`Unresolved ${ref}`);
  return resolve(target);
}

const STRING_FORMATS: Record<string, string> = {
  uuid: '5b0c1f0e-8d4f-4b8e-9a51-1a2b3c4d5e6f',
  'date-time': '2026-07-01T10:00:00.000Z',
  uri: 'https://partner.example/apply',
};

/** Short text that fits the property's format or pattern, as long as its minLength asks. */
function stringExample(schema: JsonSchema): string {
  const formatted = STRING_FORMATS[String(schema['format'])];
  if (formatted) return formatted;
  const pattern = schema['pattern'];
  const minLength = Number(schema['minLength'] ?? 1);
  if (typeof pattern !== 'string') return 'x'.repeat(minLength);
  const fitting = ['x', 'A', 'A1', '1', '/x']
    .map((text) => text.repeat(Math.ceil(minLength / text.length)))
    .find((text) => new RegExp(pattern, 'u').test(text));
  if (fitting === undefined) throw new Error(`No example for the pattern ${pattern}`);
  return fitting;
}

/**
 * A value the contract accepts for `schema`: with `full`, every declared property is present;
 * without it, only the required ones (arrays as short as allowed).
 */
function example(schemaOrRef: JsonSchema, full: boolean): unknown {
  const schema = resolve(schemaOrRef);
  const allOf = schema['allOf'] as JsonSchema[] | undefined;
  if (allOf?.[0]) return example(allOf[0], full);
  const anyOf = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (anyOf) return example(anyOf.find((option) => option['type'] !== 'null') ?? {}, full);
  if ('const' in schema) return schema['const'];
  const options = schema['enum'] as unknown[] | undefined;
  if (options) return options[0];
  const types = schema['type'];
  const type = Array.isArray(types) ? types.find((t) => t !== 'null') : types;
  switch (type) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const keys = full ? Object.keys(properties) : ((schema['required'] ?? []) as string[]);
      return Object.fromEntries(keys.map((key) => [key, example(properties[key] ?? {}, full)]));
    }
    case 'array': {
      const length = Math.max(full ? 1 : 0, Number(schema['minItems'] ?? 0));
      return Array.from({ length }, () => example((schema['items'] ?? {}) as JsonSchema, full));
    }
    case 'string':
      return stringExample(schema);
    case 'integer':
      return Number(schema['minimum'] ?? 1);
    case 'number':
      return Number(schema['minimum'] ?? 1.5);
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

interface ObjectSchema {
  entries: Record<string, { type: string }>;
}

/** The contract's answers and the funnel's schema for each. */
const ANSWERS: [string, ObjectSchema & v.GenericSchema][] = [
  ['LeadSaved', LeadSavedSchema],
  ['LeadStatus', LeadStatusSchema],
  ['LeadStepResult', LeadStepResultSchema],
  ['ContinuedLead', ContinuedLeadSchema],
  ['ApplicationResult', ApplicationResultFields],
  ['Offer', OfferSchema],
  ['Partner', PartnerSchema],
  ['Unsubscribed', UnsubscribedSchema],
  ['MobileVerificationStatus', MobileVerificationStatusSchema],
  ['ContinueLinkSent', ContinueLinkSentSchema],
  ['UploadedDocument', UploadedDocumentSchema],
  ['LeadRedirect', LeadRedirectSchema],
  ['PartnerLogo', PartnerLogoSchema],
  ['VehicleModels', VehicleModelsSchema],
];

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);
const contractOf = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });

describe.each(ANSWERS)('%s', (name, schema) => {
  const contract = contractOf(name);

  it('declares the same properties as the contract', () => {
    expect(Object.keys(schema.entries).sort()).toEqual(
      Object.keys(contract['properties'] as object).sort(),
    );
  });

  it('requires what the contract requires, and nothing more', () => {
    const required = Object.entries(schema.entries)
      .filter(([, entry]) => !OPTIONAL.has(entry.type))
      .map(([key]) => key);
    expect(required.sort()).toEqual([...((contract['required'] ?? []) as string[])].sort());
  });

  it.each([
    ['only the required properties', false],
    ['every property', true],
  ])('takes an example with %s', (_label, full) => {
    const value = example(contract, full);
    expect(validAgainstContract(name, value)).toEqual([]);
    const parsed = v.safeParse(schema, value);
    expect(parsed.issues ?? []).toEqual([]);
  });

  it('refuses the example without any one required property', () => {
    const value = example(contract, false) as Record<string, unknown>;
    for (const key of (contract['required'] ?? []) as string[]) {
      const { [key]: _left, ...rest } = value;
      expect(v.safeParse(schema, rest).success, key).toBe(false);
    }
  });
});

describe('the lead API client reads each answer with the schema of its contract', () => {
  const answerOf = (method: 'get' | 'post' | 'put', path: string) => {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
    return (success?.[1].content?.['application/json']?.schema?.['$ref'] ?? '') as string;
  };

  it.each([
    ['post', '/v3/lead', 'LeadSaved'],
    ['put', '/v3/lead', 'LeadSaved'],
    ['get', '/lead/status/{id}', 'LeadStatus'],
    ['get', '/v3/lead/url/{id}/{urlType}', 'ContinuedLead'],
    ['post', '/customer/email/unsubscribe', 'Unsubscribed'],
    // Every step call (sendLeadStep) answers a LeadStepResult.
    ['post', '/lead/aide', 'LeadStepResult'],
    ['post', '/lead/offer/payment', 'LeadStepResult'],
    ['post', '/lead/sale', 'LeadStepResult'],
    ['put', '/v2/customer/mobile', 'LeadStepResult'],
  ] as const)('%s %s answers %s', (method, path, answer) => {
    expect(answerOf(method, path)).toBe(`#/components/schemas/${answer}`);
  });

  // The after-offer calls name the answer they expect (afterOffer/api.ts, afterOffer/lookups.ts).
  it.each([
    ['post', '/v2/customer/mobile/verify', 'mobileVerification'],
    ['post', '/v2/customer/mobile/resend-code', 'mobileVerification'],
    ['post', '/lead/continue-link', 'continueLinkSent'],
    ['post', '/lead/idUpload', 'uploadedDocument'],
    ['get', '/lead/{id}/redirect', 'leadRedirect'],
    ['post', '/lead/{id}/redirect', 'leadRedirect'],
    ['post', '/v2/lead', 'leadSaved'],
    ['get', '/v2/lead/url/{id}/{urlType}', 'continuedLead'],
    ['get', '/partner/logos', 'partnerLogos'],
    ['get', '/data/vehicleModels.json', 'vehicleModels'],
    ['get', '/lead/idUpload', 'uploadedDocuments'],
  ] as const)('%s %s: the answer named %s takes examples of its contract', (method, path, name) => {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
    const contract = success?.[1].content?.['application/json']?.schema ?? {};
    for (const full of [false, true]) {
      const parsed = v.safeParse(NAMED_ANSWERS[name], example(contract, full));
      expect(parsed.issues ?? []).toEqual([]);
    }
    expect(v.safeParse(NAMED_ANSWERS[name], {}).success).toBe(false);
  });
});

describe("the lead's objects: the keys the funnel may send are the contract's", () => {
  it.each(Object.entries(LEAD_OBJECT_KEYS))('%s', (key, known) => {
    const lead = contractOf('Lead')['properties'] as Record<string, JsonSchema>;
    const section = resolve(lead[key] ?? {});
    expect(Object.keys(known).sort()).toEqual(Object.keys(section['properties'] as object).sort());
  });

  it('covers every object of the lead that declares its properties', () => {
    const lead = contractOf('Lead')['properties'] as Record<string, JsonSchema>;
    const objects = Object.entries(lead)
      .filter(([, property]) => resolve(property)['properties'] !== undefined)
      .map(([key]) => key);
    expect(Object.keys(LEAD_OBJECT_KEYS).sort()).toEqual(objects.sort());
  });
});
