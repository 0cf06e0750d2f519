// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractLimitsModule,
  ENTRY_LIMITS,
  type OpenApiSchemas,
} from '../../../build/contractLimits';
import {
  APPLICATION_STATE_LIMITS,
  LEAD_LIMITS,
  URL_PARAM_LIMITS,
} from '../../../src/lib/contractLimits';
import {
  isFieldLimit,
  withinLimit,
  type FieldLimit,
  type LimitTree,
} from '../../../src/lib/fieldLimit';
import { getPath } from '../../../src/lib/objectPath';
import { checkAgainstContract, contract, contractField } from '../helpers/contract';

/**
 * src/lib/contractLimits.ts is generated from sandbox/openapi.json (`npm run generate:limits`):
 * these tests fail when it is stale, when the generator would drop a limit it cannot check, and
 * when the funnel's check of a value disagrees with the contract's own validation.
 */

const checkedIn = readFileSync(
  new URL('../../../src/lib/contractLimits.ts', import.meta.url),
  'utf8',
);
const copyOfContract = (): OpenApiSchemas => structuredClone(contract);

describe('the generated limits', () => {
  it('are those of sandbox/openapi.json as it is now (else: npm run generate:limits)', async () => {
    expect(await contractLimitsModule(contract)).toBe(checkedIn);
  });

  it('follow a change of the contract', async () => {
    const changed = copyOfContract();
    const schema = changed.components.schemas['AffiliateReferenceParams'] as {
      properties: { attribute: { maxLength: number } };
    };
    schema.properties.attribute.maxLength = 120;
    const source = await contractLimitsModule(changed);
    expect(source).not.toBe(checkedIn);
    expect(source).toContain('attribute: { maxLength: 120 }');
  });

  it.each<[string, (schemas: Record<string, Record<string, unknown>>) => void, RegExp]>([
    [
      'a field that is gone',
      (schemas) => {
        delete (schemas['Lead']?.['properties'] as Record<string, unknown>)['sellingTierGlobalId'];
      },
      /no Lead.sellingTierGlobalId/,
    ],
    [
      'a keyword the funnel does not check',
      (schemas) => {
        (schemas['ProgressState'] as Record<string, unknown>)['exclusiveMaximum'] = 42;
      },
      /"exclusiveMaximum" is not checked/,
    ],
    [
      'a pattern',
      (schemas) => {
        Object.assign(contractFieldIn(schemas, 'GoogleClick', 'gclid'), { pattern: '^[A-Za-z]+$' });
      },
      /"pattern" is not checked/,
    ],
    [
      'a format the funnel does not check',
      (schemas) => {
        Object.assign(contractFieldIn(schemas, 'GoogleClick', 'gclid'), { format: 'hostname' });
      },
      /format "hostname" is not checked/,
    ],
    [
      'a field that lost its limits',
      (schemas) => {
        delete contractFieldIn(schemas, 'GoogleClick', 'gclid')['maxLength'];
      },
      /googleClick.gclid: the contract sets no limit/,
    ],
  ])('refuse to be generated over %s, rather than drop a check', async (_name, change, error) => {
    const changed = copyOfContract();
    change(changed.components.schemas);
    await expect(contractLimitsModule(changed)).rejects.toThrow(error);
  });

  it('carry every limit the contract sets on each field', () => {
    for (const [path, limit] of generatedLimits()) {
      const schema = contractField(path);
      for (const keyword of ['maxLength', 'minimum', 'maximum', 'format'] as const)
        expect([path, limit[keyword]]).toEqual([path, schema[keyword]]);
      const types = [schema['type']].flat().filter((type) => type !== 'null');
      expect([path, limit.integer === true]).toEqual([path, types.join() === 'integer']);
    }
  });
});

/** Each generated limit with the contract path of its field: `Lead.googleClick.gclid`. */
function generatedLimits(): [string, FieldLimit][] {
  const generated: Record<keyof typeof ENTRY_LIMITS, LimitTree> = {
    URL_PARAM_LIMITS,
    LEAD_LIMITS,
    APPLICATION_STATE_LIMITS,
  };
  return Object.entries(ENTRY_LIMITS).flatMap(([name, { schema, fields }]) =>
    Object.entries(
      Array.isArray(fields)
        ? Object.fromEntries(fields.map((field: string) => [field, field]))
        : (fields as Record<string, string>),
    ).map(([key, field]): [string, FieldLimit] => {
      const node = getPath(generated[name as keyof typeof ENTRY_LIMITS], key) as
        FieldLimit | LimitTree;
      if (!isFieldLimit(node)) throw new Error(`${name}.${key} is a section, not a field`);
      return [`${schema}.${field}`, node];
    }),
  );
}

function contractFieldIn(
  schemas: Record<string, Record<string, unknown>>,
  schema: string,
  field: string,
): Record<string, unknown> {
  return (schemas[schema]?.['properties'] as Record<string, Record<string, unknown>>)[field] ?? {};
}

describe('the funnel’s check of a value', () => {
  const value = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.nat({ max: 700 }).map((length) => 'x'.repeat(length)),
    fc.nat({ max: 300 }).map((length) => '😀'.repeat(length)),
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff'),
    fc.integer({ min: -5, max: 5000 }),
    fc.double(),
  );
  /** Stricter than the contract only where the funnel means to be (src/lib/fieldLimit.ts). */
  const stricterOn = (path: string, candidate: unknown): boolean =>
    path === 'Lead.sessionId' ||
    // A field that takes text or a whole number is kept as text.
    (typeof candidate === 'number' && path === 'Lead.sellingTierGlobalId');

  it('agrees with the contract’s own validation on every field the entry bounds', () => {
    const fields = generatedLimits();
    fc.assert(
      fc.property(fc.constantFrom(...fields), value, ([path, limit], candidate) => {
        const byContract = fieldValid(path, candidate);
        if (withinLimit(limit, candidate)) expect([path, byContract]).toEqual([path, true]);
        else if (!stricterOn(path, candidate)) expect([path, byContract]).toEqual([path, false]);
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * Whether the contract takes `candidate` for the field at `path`, validated by Ajv over the
 * contract: a lead field inside a lead (none of the lead's fields is required), any other as the
 * property schema it is.
 */
function fieldValid(path: string, candidate: unknown): boolean {
  const [schema = '', ...properties] = path.split('.');
  if (schema === 'Lead') {
    const lead = properties.reduceRight<unknown>((inner, key) => ({ [key]: inner }), candidate);
    return checkAgainstContract('Lead', lead).length === 0;
  }
  const pointer = [schema, ...properties.map((key) => `properties/${key}`)].join('/');
  return checkAgainstContract(pointer, candidate).length === 0;
}
