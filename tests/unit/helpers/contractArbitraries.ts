import fc from 'fast-check';

/**
 * fast-check arbitraries generated from the JSON Schemas of sandbox/openapi.json: values the
 * contract accepts, and those values broken in one place. The keywords are those the contract's
 * answers use (tests/unit/features/lead/answerProperties.test.ts fails on another).
 */

export type JsonSchema = Record<string, unknown>;
export type SchemaResolver = (ref: string) => JsonSchema;

const COMPONENT = '#/components/schemas/';

/** A `$ref` to the contract's component `name`. */
export const componentRef = (name: string): JsonSchema => ({ $ref: `${COMPONENT}${name}` });

/** Resolves the contract's `$ref`s to its components. */
export function resolverOf(components: Record<string, JsonSchema>): SchemaResolver {
  return (ref) => {
    const schema = components[ref.replace(COMPONENT, '')];
    if (!schema) throw new Error(`Unresolved ${ref}`);
    return schema;
  };
}

const KNOWN = new Set([
  '$ref',
  'additionalProperties',
  'allOf',
  'anyOf',
  'const',
  'description',
  'enum',
  'format',
  'items',
  'maxItems',
  'maxLength',
  'maximum',
  'minItems',
  'minLength',
  'minimum',
  'pattern',
  'properties',
  'required',
  'type',
]);

/** Strings stay short and collections small: the shape is what is under test, not the size. */
const LONGEST_STRING = 24;
const LONGEST_ARRAY = 4;
const LARGEST_NUMBER = 1e9;

const isoDateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString());

/** `^[A-Za-z0-9_-]+$`: one character class, repeated. */
const REPEATED_CLASS = /^\^\[([^\]]+)\][+*]\$$/;

/** The characters of a class such as `A-Za-z0-9_-` (a final `-` is itself). */
function charactersOf(characterClass: string): string[] {
  const characters: string[] = [];
  for (let index = 0; index < characterClass.length; index += 1) {
    const from = characterClass.charCodeAt(index);
    if (characterClass[index + 1] === '-' && index + 2 < characterClass.length) {
      const to = characterClass.charCodeAt(index + 2);
      for (let code = from; code <= to; code += 1) characters.push(String.fromCharCode(code));
      index += 2;
    } else characters.push(characterClass.charAt(index));
  }
  return characters;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema['format'] === 'uuid') return fc.uuid();
  if (schema['format'] === 'date-time') return isoDateTime;
  if (schema['format'] === 'uri') return fc.webUrl();
  const minLength = Number(schema['minLength'] ?? 0);
  const maxLength = Number(schema['maxLength'] ?? Math.max(minLength, LONGEST_STRING));
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  const pattern = schema['pattern'];
  const repeated = typeof pattern === 'string' ? REPEATED_CLASS.exec(pattern) : null;
  if (repeated?.[1] !== undefined) {
    const unit = fc.constantFrom(...charactersOf(repeated[1]));
    return fc.string({ unit, minLength: Math.max(minLength, 1), maxLength });
  }
  if (typeof pattern === 'string') return fc.stringMatching(new RegExp(pattern)).filter(fits);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + LONGEST_STRING) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Number(schema['minimum'] ?? -LARGEST_NUMBER);
  const max = Number(schema['maximum'] ?? LARGEST_NUMBER);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = (schema['required'] ?? []) as string[];
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, contractValue(property, resolve)]),
  );
  return fc.record(record, { requiredKeys: required.filter((key) => key in properties) });
}

function ofType(type: string, schema: JsonSchema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(contractValue((schema['items'] ?? {}) as JsonSchema, resolve), {
        minLength: Number(schema['minItems'] ?? 0),
        maxLength: Number(schema['maxItems'] ?? LONGEST_ARRAY),
      });
    case 'object':
      return objectOf(schema, resolve);
    default:
      throw new Error(`No arbitrary for the type ${type}`);
  }
}

/** Values that `schema` accepts (formats too), as they arrive parsed from the wire. */
export function contractValue(schema: JsonSchema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`No arbitrary for the keywords ${unknown.join(', ')}`);
  const ref = schema['$ref'];
  if (typeof ref === 'string') return contractValue(resolve(ref), resolve);
  const allOf = schema['allOf'] as JsonSchema[] | undefined;
  if (allOf) {
    if (allOf.length !== 1 || !allOf[0]) throw new Error('allOf of more than one schema');
    return contractValue(allOf[0], resolve);
  }
  const anyOf = schema['anyOf'] as JsonSchema[] | undefined;
  if (anyOf) return fc.oneof(...anyOf.map((option) => contractValue(option, resolve)));
  if ('const' in schema) return fc.constant(schema['const']);
  const options = schema['enum'] as unknown[] | undefined;
  if (options) return fc.constantFrom(...options);
  const type = schema['type'] ?? (schema['properties'] ? 'object' : undefined);
  if (type === undefined) return fc.jsonValue({ maxDepth: 2 });
  const types = Array.isArray(type) ? (type as string[]) : [type as string];
  return fc.oneof(...types.map((one) => ofType(one, schema, resolve)));
}

/** Every place in a JSON value: the path of keys and indexes to it (the root is `[]`). */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [path, ...value.flatMap((item, index) => placesIn(item, [...path, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      path,
      ...Object.entries(value).flatMap(([key, item]) => placesIn(item, [...path, key])),
    ];
  }
  return [path];
}

type Mutation = { kind: 'remove' } | { kind: 'replace'; with: unknown };

function mutated(value: unknown, path: (string | number)[], mutation: Mutation): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return mutation.kind === 'replace' ? mutation.with : undefined;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    if (rest.length === 0 && mutation.kind === 'remove') copy.splice(Number(step), 1);
    else copy[Number(step)] = mutated(copy[Number(step)], rest, mutation);
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (rest.length === 0 && mutation.kind === 'remove') {
    return Object.fromEntries(entries.filter(([key]) => key !== step));
  }
  return Object.fromEntries(
    entries.map(([key, item]) => [key, key === step ? mutated(item, rest, mutation) : item]),
  );
}

/** What a broken answer puts in a place: another type, an edge of a type, anything at all. */
const brokenValue = fc.oneof(
  fc.constantFrom(null, '', 0, -1, 1.5, true, [], {}, 'x'.repeat(300), Number.MAX_SAFE_INTEGER),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A value of `valid` broken in one place: a property or item removed, or a value replaced by
 * another type, an edge case or any JSON (the root included).
 */
export function mutatedValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constant<Mutation>({ kind: 'remove' }),
    brokenValue.map((broken): Mutation => ({ kind: 'replace', with: broken })),
  );
  return fc.tuple(valid, fc.nat(), mutation).map(([value, pick, change]) => {
    const places = placesIn(value);
    return mutated(value, places[pick % places.length] ?? [], change);
  });
}

/**
 * The answers a client may get where `schema` is promised: any JSON at all, JSON the contract
 * accepts, and that JSON broken in one place, each as it comes over the wire.
 */
export function answersTo(schema: JsonSchema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  const valid = contractValue(schema, resolve);
  return fc
    .oneof(fc.jsonValue({ maxDepth: 4 }), valid, mutatedValue(valid), mutatedValue(valid))
    .map(overTheWire);
}

/** As the client receives a value: through JSON (no undefined, no -0, no NaN). */
export function overTheWire(value: unknown): unknown {
  // A removed root (undefined) arrives as nothing at all: JSON's null.
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
