/**
 * Generates src/lib/contractLimits.ts: the limits sandbox/openapi.json sets on the fields the
 * funnel fills from a URL or from storage, so the entry checks them against the contract itself
 * rather than against numbers copied by hand. `npm run generate:limits` writes the module;
 * tests/unit/build/contractLimits.test.ts fails when it is stale.
 */
import { format, resolveConfig } from 'prettier';

type JsonSchema = Record<string, unknown>;

export interface OpenApiSchemas {
  components: { schemas: Record<string, JsonSchema> };
}

/** URL parameters of section 2 that fill a lead field, with that field's path in the lead. */
const URL_PARAM_FIELDS = {
  sessionId: 'sessionId',
  amount: 'amount',
  period: 'period',
  refName: 'affiliateReferenceParams.attribute',
  refSubId: 'affiliateReferenceParams.subId',
  refTransactionId: 'affiliateReferenceParams.transactionId',
  s_id: 'affiliateReferenceParams.transactionId',
  firstName: 'personalDetails.firstName',
  lastName: 'personalDetails.lastName',
  email: 'contactDetails.email',
  phoneNumber: 'contactDetails.phoneNumber',
  sellingTierGlobalId: 'sellingTierGlobalId',
  ttclid: 'tikTokPixel.ttclid',
  gclid: 'googleClick.gclid',
  gbraid: 'googleClick.gbraid',
  wbraid: 'googleClick.wbraid',
  utm_medium: 'posthogParameters.utm.utm_medium',
  utm_source: 'posthogParameters.utm.utm_source',
  utm_campaign: 'posthogParameters.utm.utm_campaign',
  utm_content: 'posthogParameters.utm.utm_content',
  utm_term: 'posthogParameters.utm.utm_term',
};

/**
 * What the entry needs, and only that (the tables are part of the first screen's bundle): the
 * fields it fills, by their path in a schema of the contract (a tree of the schema's shape), or
 * by the name of the URL parameter that fills them (a flat table).
 */
export const ENTRY_LIMITS = {
  URL_PARAM_LIMITS: { schema: 'Lead', fields: URL_PARAM_FIELDS },
  LEAD_LIMITS: {
    schema: 'Lead',
    fields: [
      // Restored from session storage, or kept there by the entry. (The times the lead carries are
      // the entry's own, stamped anew on every visit.)
      'id',
      'sessionId',
      'amount',
      'period',
      'sellingTierGlobalId',
      'affiliateReferenceParams.attribute',
      'affiliateReferenceParams.subId',
      'affiliateReferenceParams.transactionId',
      'googleClick.gclid',
      'googleClick.gbraid',
      'googleClick.wbraid',
      'tikTokPixel.ttclid',
      'posthogParameters.utm.utm_medium',
      'posthogParameters.utm.utm_source',
      'posthogParameters.utm.utm_campaign',
      'posthogParameters.utm.utm_content',
      'posthogParameters.utm.utm_term',
      // Cookies of the ad pixels, and the click id the URL brings, as the lead carries them.
      'metaPixel.fbp',
      'metaPixel.fbc',
      'tikTokPixel.ttp',
    ],
  },
  // Restored from session storage: the application state's progress, as a lead's.
  APPLICATION_STATE_LIMITS: { schema: 'LeadSaved', fields: ['progressState'] },
} as const;

export type EntryLimits = Record<
  string,
  {
    readonly schema: string;
    readonly fields: readonly string[] | Readonly<Record<string, string>>;
  }
>;

/** The formats src/lib/fieldLimit.ts can check; any other fails the generator. */
const CHECKED_FORMATS = new Set(['uuid']);
/** Keywords the generator carries over; any other keyword that limits a value fails it. */
const CARRIED = ['maxLength', 'format', 'minimum', 'maximum'];
const UNSUPPORTED = [
  'minLength',
  'pattern',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'const',
  'enum',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
];

export interface GeneratedLimit {
  maxLength?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
  integer?: true;
}

function resolved(schemas: Record<string, JsonSchema>, schema: JsonSchema): JsonSchema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const target = schemas[ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`The contract has no ${ref}`);
  return resolved(schemas, target);
}

function schemaAt(schemas: Record<string, JsonSchema>, path: string): JsonSchema {
  const [name = '', ...properties] = path.split('.');
  const root = schemas[name];
  if (!root) throw new Error(`The contract has no schema ${name} (${path})`);
  let schema = resolved(schemas, root);
  for (const property of properties) {
    const child = (schema['properties'] as Record<string, JsonSchema> | undefined)?.[property];
    if (!child) throw new Error(`The contract has no ${path}`);
    schema = resolved(schemas, child);
  }
  return schema;
}

/** The limits of one field, failing on a keyword the funnel's check would silently ignore. */
export function limitOf(schemas: Record<string, JsonSchema>, path: string): GeneratedLimit {
  const schema = schemaAt(schemas, path);
  const blocked = UNSUPPORTED.find((key) => key in schema);
  if (blocked) throw new Error(`${path}: "${blocked}" is not checked by src/lib/fieldLimit.ts`);
  const limit: Record<string, unknown> = {};
  for (const key of CARRIED) if (schema[key] !== undefined) limit[key] = schema[key];
  const { format } = schema;
  if (format !== undefined && !(typeof format === 'string' && CHECKED_FORMATS.has(format)))
    throw new Error(`${path}: format ${JSON.stringify(format)} is not checked by the funnel`);
  // Keywords of text and of numbers each apply to their own type; the funnel keeps a field that
  // takes text or a number (sellingTierGlobalId) as text.
  const types = [schema['type']].flat().filter((type) => type !== 'null');
  if (types.length === 1 && types[0] === 'integer') limit['integer'] = true;
  if (Object.keys(limit).length === 0) throw new Error(`${path}: the contract sets no limit`);
  const onText = ['maxLength', 'format'].some((key) => key in limit);
  const onNumbers = ['minimum', 'maximum', 'integer'].some((key) => key in limit);
  if (onText && onNumbers) throw new Error(`${path}: limits on text and on numbers at once`);
  return limit;
}

type Tree = { [key: string]: Tree | GeneratedLimit };

/** The fields' limits as a tree of the schema's own shape: `{ googleClick: { gclid: {...} } }`. */
function limitTree(schemas: Record<string, JsonSchema>, schema: string, fields: readonly string[]) {
  const tree: Tree = {};
  for (const field of fields) {
    const keys = field.split('.');
    const last = keys.pop() ?? '';
    let node = tree;
    for (const key of keys) node = (node[key] ??= {}) as Tree;
    node[last] = limitOf(schemas, `${schema}.${field}`);
  }
  return tree;
}

/**
 * One exported constant: the limits of a schema's fields in the schema's own shape, or by the
 * names given to them.
 */
function constantSource(
  schemas: Record<string, JsonSchema>,
  name: string,
  { schema, fields }: EntryLimits[string],
): string {
  const limits = Array.isArray(fields)
    ? limitTree(schemas, schema, fields)
    : Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [key, limitOf(schemas, `${schema}.${field}`)]),
      );
  return [
    `/** Fields of ${schema}, ${Array.isArray(fields) ? 'in its own shape' : 'by what fills them'}. */`,
    `export const ${name} = ${JSON.stringify(limits)} as const satisfies LimitTree;`,
  ].join('\n');
}

/** The source of src/lib/contractLimits.ts, formatted as the repository's Prettier does. */
export async function contractLimitsModule(
  openapi: OpenApiSchemas,
  limits: EntryLimits = ENTRY_LIMITS,
): Promise<string> {
  const { schemas } = openapi.components;
  const source = [
    '// Generated by `npm run generate:limits` (build/contractLimits.ts) from sandbox/openapi.json:',
    '// the contract’s limits on what the funnel takes in from a URL, from storage or from a cookie.',
    '// Do not edit: tests/unit/build/contractLimits.test.ts fails when it is stale.',
    "import type { LimitTree } from './fieldLimit';",
    '',
    ...Object.entries(limits).map(([name, what]) => `${constantSource(schemas, name, what)}\n`),
  ].join('\n');
  const options = await resolveConfig(new URL('../src/lib/contractLimits.ts', import.meta.url));
  return format(source, { ...options, parser: 'typescript' });
}
