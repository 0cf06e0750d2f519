// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import type * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOpenApi } from '../../../../sandbox/platform/openapi';
import { parseConsentSet } from '../../../../src/features/afterOffer/consents/consentSet';
import {
  toChoices,
  toCompanies,
  toEmailCheck,
  toPolicies,
  toPostcodeAddress,
  UnexpectedAnswer,
} from '../../../../src/features/dynamicForm/lookupTypes';
import { parseDataPointPlacements } from '../../../../src/features/dynamicForm/model/boundary';
import { toTestDataPoints } from '../../../../src/features/dynamicForm/preview/testDataPointsApi';
import {
  ContinuedLeadSchema,
  LeadSavedSchema,
  LeadStatusSchema,
  LeadStepResultSchema,
  NAMED_ANSWERS,
  UnsubscribedSchema,
} from '../../../../src/features/lead/answerSchemas';
import { checkedAnswer } from '../../../../src/features/lead/checkedAnswer';
import { toMapping } from '../../../../src/features/partnerSteps/useProfessionalMapping';
import {
  answersTo,
  componentRef,
  contractValue,
  overTheWire,
  resolverOf,
  type JsonSchema,
} from '../../helpers/contractArbitraries';

/**
 * Every answer the funnel reads, generated from the contract (sandbox/openapi.json): any JSON at
 * all, JSON the contract accepts, and that JSON broken in one place. The funnel's reading of it
 * (its schema or boundary check) either accepts it, and then what it goes on with is valid, or
 * refuses it, which the caller turns into a failed request with its retry (the second part of
 * this file shows that with the real store). It never throws anything else. The operations are
 * enumerated from the contract, so a new one is covered, or this test names it, without anyone
 * remembering to add it.
 */

const doc = loadOpenApi();
const REF = '#/components/schemas/';
const componentOf = resolverOf(doc.components.schemas);

type Outcome = { accepted: true; value: unknown } | { accepted: false };
type Reader = (answer: unknown) => Outcome | Promise<Outcome>;

const valibotReader =
  (schema: v.GenericSchema): Reader =>
  async (answer) => {
    // The lead API client's own edge: what it hands a thunk, or its failed request.
    const result = await checkedAnswer(Promise.resolve({ data: answer }), schema, 'a property');
    return result.error ? { accepted: false } : { accepted: true, value: result.data };
  };

/** A look-up's boundary check: null or UnexpectedAnswer is the query's error, never another throw. */
const boundaryReader =
  (check: (answer: unknown) => unknown): Reader =>
  (answer) => {
    try {
      const value = check(answer);
      return value === null ? { accepted: false } : { accepted: true, value };
    } catch (error) {
      if (error instanceof UnexpectedAnswer) return { accepted: false };
      throw error;
    }
  };

/** A lead answer's data points go on to the dynamic form's boundary (dynamicPagesSlice). */
const withDataPoints =
  (reader: Reader): Reader =>
  async (answer) => {
    const outcome = await reader(answer);
    if (!outcome.accepted) return outcome;
    const { dataPoints, ...rest } = outcome.value as { dataPoints?: unknown };
    const placements = parseDataPointPlacements(dataPoints);
    return { accepted: true, value: placements ? { ...rest, dataPoints: placements } : rest };
  };

/** How the funnel reads each answer of the contract, by the answer's schema. */
const READERS_BY_SCHEMA: Record<string, Reader> = {
  LeadSaved: withDataPoints(valibotReader(LeadSavedSchema)),
  LeadStatus: valibotReader(LeadStatusSchema),
  LeadStepResult: valibotReader(LeadStepResultSchema),
  ContinuedLead: withDataPoints(valibotReader(ContinuedLeadSchema)),
  Unsubscribed: valibotReader(UnsubscribedSchema),
  MobileVerificationStatus: valibotReader(NAMED_ANSWERS.mobileVerification),
  ContinueLinkSent: valibotReader(NAMED_ANSWERS.continueLinkSent),
  UploadedDocument: valibotReader(NAMED_ANSWERS.uploadedDocument),
  LeadRedirect: valibotReader(NAMED_ANSWERS.leadRedirect),
  VehicleModels: valibotReader(NAMED_ANSWERS.vehicleModels),
  PostcodePlace: boundaryReader(toPostcodeAddress),
  EmailCheck: boundaryReader(toEmailCheck),
  ConsentSet: boundaryReader(parseConsentSet),
  ProfessionalDetailsMapping: boundaryReader(toMapping),
  // The preview shows an empty scenario for a broken answer: never refused.
  TestDataPoints: boundaryReader(toTestDataPoints),
};

/** What a reader keeps when it is not the answer itself: the schema it must then fit. */
const KEPT_BY_SCHEMA: Record<string, JsonSchema> = {
  TestDataPoints: componentRef('DataPointPlacements'),
};

/** ... and by the operation, for answers the contract writes in place. */
const READERS_BY_OPERATION: Record<string, Reader> = {
  'GET /policy': boundaryReader(toPolicies),
  'GET /company/{name}': boundaryReader(toCompanies),
  'GET /choices/country': boundaryReader(toChoices),
  'GET /choices/position': boundaryReader(toChoices),
  'GET /partner/logos': valibotReader(NAMED_ANSWERS.partnerLogos),
  'GET /lead/idUpload': valibotReader(NAMED_ANSWERS.uploadedDocuments),
};

/** Operations of the contract the funnel does not call, or whose answer it does not read. */
const NOT_READ: Record<string, string> = {
  'GET /postcode/{code}': 'the funnel looks a postcode up with /postcode/lookup/{code}',
  'POST /affiliate/event': 'the funnel reads only whether it succeeded (affiliateEvent.ts)',
};

interface ContractAnswer {
  operation: string;
  schema: JsonSchema;
  reader: Reader | undefined;
  /** The schema what the reader keeps must fit: the answer's, unless it keeps something else. */
  kept: JsonSchema;
}

/** Every answer of every operation the funnel calls: all but the sandbox's own and the meta routes. */
const ANSWERS: ContractAnswer[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
    const operation = item[method];
    const tags = operation?.tags ?? [];
    if (!operation || tags.includes('sandbox') || tags.includes('meta')) return [];
    const name = `${method.toUpperCase()} ${path}`;
    if (name in NOT_READ) return [];
    return Object.entries(operation.responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([, response]) => {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) return [];
        const ref = schema['$ref'];
        const component = typeof ref === 'string' ? ref.replace(REF, '') : undefined;
        const reader =
          component === undefined ? READERS_BY_OPERATION[name] : READERS_BY_SCHEMA[component];
        const kept = (component !== undefined && KEPT_BY_SCHEMA[component]) || schema;
        return [{ operation: name, schema, reader, kept }];
      });
  }),
);

/**
 * Where the funnel accepts more than the contract promises, on purpose; an accepted answer is
 * checked against the contract with these lifted. Formats are annotations, as JSON Schema 2020-12
 * has them; the funnel checks a date where it uses one (lib/format.ts, useOfferExpired.ts).
 */
const LENIENCIES: [schema: string, property: string, lifted: JsonSchema, why: string][] = [
  [
    'ApplicationResult',
    'offers',
    { type: 'array', items: componentRef('Offer') },
    'a malformed offer is left out and counted (unshownOffers), so none may be left; any number shows',
  ],
  [
    'LeadSaved',
    'applicantToken',
    { type: 'string', pattern: '^[A-Za-z0-9_-]{16,256}$' },
    "the token is opaque to the funnel: another lead API's may be longer or shorter",
  ],
  [
    'ContinuedLead',
    'applicantToken',
    { type: 'string', pattern: '^[A-Za-z0-9_-]{16,256}$' },
    'as a create’s',
  ],
  [
    'ContinuedLead',
    'lead',
    { type: 'object' },
    'the stored lead is kept as a restored one is (restoredApplication.ts): the entry’s bounds',
  ],
];

/** Answers whose details the funnel takes as far as they go; only these must be there. */
const PARTIAL: [schema: string, required: string[], why: string][] = [
  [
    'PostcodePlace',
    ['postalCode'],
    'blank parts are left out, the province too (toPostcodeAddress)',
  ],
  ['Company', ['name'], 'a company fills the details it has (toCompanies)'],
];

function withLeniencies(schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const copy = structuredClone(schemas);
  for (const [schema, property, lifted] of LENIENCIES) {
    const properties = copy[schema]?.['properties'] as Record<string, JsonSchema> | undefined;
    if (!properties?.[property]) throw new Error(`No ${schema}.${property} in the contract`);
    properties[property] = lifted;
  }
  for (const [schema, required] of PARTIAL) {
    const lifted = copy[schema];
    if (!lifted) throw new Error(`No ${schema} in the contract`);
    lifted['required'] = required;
  }
  return copy;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'contract', components: { schemas: withLeniencies(doc.components.schemas) } });

/** The answer's schema with its references into the lenient copy of the contract. */
function validatorOf(schema: JsonSchema) {
  const rewritten = JSON.parse(
    JSON.stringify(schema).replaceAll(`"${REF}`, `"contract${REF}`),
  ) as JsonSchema;
  return ajv.compile(rewritten);
}

const RUNS = 150;

beforeEach(() => {
  // A refused answer is logged (checkedAnswer, the boundaries): expected here, thousands of times.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the answers the funnel reads, enumerated from the contract', () => {
  it('every one has the funnel’s reader here, or says why the funnel does not read it', () => {
    const unread = ANSWERS.filter(({ reader }) => reader === undefined).map(
      ({ operation }) => operation,
    );
    expect(unread).toEqual([]);
    expect(ANSWERS.length).toBeGreaterThan(50);
  });

  describe.each(ANSWERS.filter((answer) => answer.reader !== undefined))(
    '$operation',
    ({ schema, reader, kept }) => {
      const validate = validatorOf(kept);
      const read = reader as Reader;

      it('accepts every answer the contract allows', async () => {
        await fc.assert(
          fc.asyncProperty(contractValue(schema, componentOf).map(overTheWire), async (answer) => {
            const outcome = await read(answer);
            expect(outcome.accepted).toBe(true);
          }),
          { numRuns: RUNS / 3 },
        );
      });

      it('any answer is accepted and valid, or refused: never thrown', async () => {
        await fc.assert(
          fc.asyncProperty(answersTo(schema, componentOf), async (answer) => {
            const outcome = await read(answer);
            if (outcome.accepted) expect(validate(overTheWire(outcome.value))).toBe(true);
          }),
          { numRuns: RUNS },
        );
      });
    },
  );
});
