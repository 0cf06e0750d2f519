import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenApiDocument } from '../../../sandbox/platform/openapi';

type JsonSchema = Record<string, unknown>;

/** The lead API's contract, sandbox/openapi.json, as the tests read it: not through the funnel. */
// Read from the repository's root, where Vitest runs, so tests of any environment (jsdom's
// import.meta.url is no file URL) can use it.
export const contract = JSON.parse(
  readFileSync(path.resolve('sandbox/openapi.json'), 'utf8'),
) as OpenApiDocument;
const { schemas } = contract.components;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: { schemas } });

/** Whether `value` is valid against the contract's schema `name`, with the errors when not. */
export function checkAgainstContract(name: string, value: unknown) {
  const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`No ${name} in the contract`);
  return validate(value) ? [] : (validate.errors ?? []);
}

function resolved(schema: JsonSchema): JsonSchema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const target = schemas[ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`Unresolved ${ref}`);
  return resolved(target);
}

/** The schema of a field of the contract: `Lead.affiliateReferenceParams.attribute`. */
export function contractField(path: string): JsonSchema {
  const [name = '', ...properties] = path.split('.');
  let schema = resolved(schemas[name] ?? {});
  for (const property of properties) {
    const child = (schema['properties'] as Record<string, JsonSchema> | undefined)?.[property];
    if (!child) throw new Error(`No ${path} in the contract`);
    schema = resolved(child);
  }
  return schema;
}

/** The contract's maxLength of a text field. */
export function maxLengthOf(path: string): number {
  const maxLength = contractField(path)['maxLength'];
  if (typeof maxLength !== 'number') throw new Error(`${path} has no maxLength in the contract`);
  return maxLength;
}
