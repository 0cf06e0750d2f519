import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadOpenApi } from '../../../sandbox/platform/openapi';

/** sandbox/openapi.json, as the sandbox reads it. */
export const contract = loadOpenApi();

// No coercion (Ajv's default): a value is checked with the type it has, as the sandbox checks
// request bodies.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: { schemas: contract.components.schemas } });

/** What the contract's component schema `name` finds wrong with `value`; empty when it is valid. */
export function validAgainstContract(name: string, value: unknown): ErrorObject[] {
  const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`No ${name} in the contract`);
  return validate(value) ? [] : (validate.errors ?? []);
}
