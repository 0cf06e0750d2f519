// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractOperations,
  filledPath,
  label,
  requestOf,
  shapeOf,
  type ContractOperation,
} from './contractOperations';
import { databaseRowsOf, type DatabaseRows } from './databaseRows';
import { createLead, startTestServer, type TestServer } from './testServer';

/**
 * No value changes type on its way into the sandbox (docs/api.md, "Rules the validator applies"),
 * over every operation of sandbox/openapi.json that takes a JSON body: a field of the body, at any
 * depth, given a value of a JSON type its schema does not allow (a number for text, text or a
 * boolean for a number, anything but a boolean for a consent, null where null is not allowed…) is
 * a 400 that names that field, and not one row of the database changes. The request carries the
 * lead's own id and token, so it is the type alone that is refused.
 */

/** Cases per operation: 33 operations × 30 take about 5 s on 2 cores. */
const RUNS = 30;

type JsonKind = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** A field of a body (`consents.0.accepted`) and the JSON types its schema allows. */
interface TypedField {
  path: string[];
  types: string[];
}

/** Every field whose schema names its types, at any depth (array items as index 0). */
function typedFields(
  schema: Record<string, unknown> | undefined,
  path: string[] = [],
): TypedField[] {
  if (path.length > 6) return [];
  const { types, properties, items } = shapeOf(schema);
  const own: TypedField[] = types.length > 0 && path.length > 0 ? [{ path, types }] : [];
  const inner = Object.entries(properties).flatMap(([name, property]) =>
    typedFields(property, [...path, name]),
  );
  const elements = items ? typedFields(items, [...path, '0']) : [];
  return [...own, ...inner, ...elements];
}

const valuesOf: Record<JsonKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1', '750', 'true', 'false', '')),
  integer: fc.oneof(fc.integer(), fc.constantFrom(0, 1)),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 2 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
};

const allows = (types: string[], kind: JsonKind) =>
  types.includes(kind) || (kind === 'integer' && types.includes('number'));

/** A value of a JSON type the field's schema does not allow. */
function wrongValue({ types }: TypedField) {
  const kinds = (Object.keys(valuesOf) as JsonKind[]).filter((kind) => !allows(types, kind));
  return fc.constantFrom(...kinds).chain((kind) => valuesOf[kind]);
}

/** `{ a: { b: [ { c: value } ] } }` for the path `a.b.0.c`. */
function bodyWith(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

const jsonOperations = contractOperations.filter(
  (operation) => typedFields(operation.jsonBody).length > 0,
);

let server: TestServer;
let rows: DatabaseRows;
let leadId: string;
let cases = 0;

beforeAll(async () => {
  server = await startTestServer();
  leadId = await createLead(server);
  rows = databaseRowsOf(server.dbPath);
});
afterAll(async () => {
  rows.close();
  await server.dispose();
  const fields = jsonOperations.reduce((n, op) => n + typedFields(op.jsonBody).length, 0);
  console.info(
    `operations with a JSON body: ${jsonOperations.length}; typed fields: ${fields}; cases: ${cases}`,
  );
});

/** The request of `operation` with `field` set to `value`, naming the lead with its own token. */
function requestWithField(operation: ContractOperation, field: TypedField, value: unknown) {
  const body = bodyWith(field.path, value) as Record<string, unknown>;
  const { leadIdAt } = operation;
  if (leadIdAt?.in === 'body' && field.path[0] !== leadIdAt.name) body[leadIdAt.name] = leadId;
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${(p.schema['enum'] as string[] | undefined)?.[0] ?? leadId}`);
  return requestOf(operation, {
    path: filledPath(operation.path, () => leadId),
    query: query.join('&'),
    body,
    headers: { authorization: `Bearer ${server.tokenOf(leadId)}` },
  });
}

describe.each(jsonOperations.map((operation) => [label(operation), operation] as const))(
  '%s',
  (_label, operation) => {
    it('refuses a body field of another JSON type than the contract’s, naming it, and changes nothing', async () => {
      const field = fc.constantFrom(...typedFields(operation.jsonBody));
      await fc.assert(
        fc.asyncProperty(
          field.chain((chosen) => fc.tuple(fc.constant(chosen), wrongValue(chosen))),
          async ([chosen, value]) => {
            cases += 1;
            const before = rows.read();
            const response = await server.app.inject(requestWithField(operation, chosen, value));
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toContainEqual(
              expect.objectContaining({
                location: 'body',
                field: chosen.path.join('.'),
                keyword: 'type',
              }),
            );
            expect(rows.read()).toBe(before);
          },
        ),
        { numRuns: RUNS },
      );
    });
  },
);
