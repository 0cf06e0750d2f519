import type { InjectOptions } from 'fastify';
import {
  leadIdLocation,
  loadOpenApi,
  operationParameters,
  type HttpMethod,
  type LeadIdLocation,
  type Parameter,
} from '../../sandbox/platform/openapi';

/**
 * Every operation of sandbox/openapi.json, as the tests that run over the whole contract take
 * them: a new operation in the contract is covered by them without a line here.
 */

export const contract = loadOpenApi();

export interface ContractOperation {
  method: HttpMethod;
  /** The OpenAPI path, `/lead/status/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Where a secured operation (`security: applicantToken`) names its lead. */
  leadIdAt: LeadIdLocation | undefined;
  /** The request body's content types; empty when it takes none. */
  bodyTypes: string[];
  /** The schema of a JSON body, as the contract writes it (with its `$ref`s). */
  jsonBody: JsonSchema | undefined;
  /** The required properties of a JSON body (through `$ref` and `allOf`). */
  requiredBody: string[];
}

type JsonSchema = Record<string, unknown>;

const methods: HttpMethod[] = ['get', 'post', 'put', 'delete'];

export const contractOperations: ContractOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const content = operation.requestBody?.content ?? {};
      return [
        {
          method,
          path,
          parameters: operationParameters(contract, method, path),
          leadIdAt: leadIdLocation(contract, method, path),
          bodyTypes: Object.keys(content),
          jsonBody: content['application/json']?.schema,
          requiredBody: shapeOf(content['application/json']?.schema).required,
        },
      ];
    }),
);

/** The operations that need the applicant's token, each with where it names its lead. */
export const securedOperations = contractOperations.flatMap((operation) => {
  const { leadIdAt } = operation;
  return leadIdAt ? [{ ...operation, leadIdAt }] : [];
});

export type SecuredOperation = (typeof securedOperations)[number];

export const label = ({ method, path }: Pick<ContractOperation, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${path}`;

/** What a schema says of a value, through `$ref` and `allOf`. */
export interface SchemaShape {
  /** The JSON types it allows (`integer` among them); none when it does not say. */
  types: string[];
  properties: Record<string, JsonSchema>;
  required: string[];
  /** The schema of an array's items. */
  items: JsonSchema | undefined;
}

export function shapeOf(schema: JsonSchema | undefined): SchemaShape {
  if (!schema) return { types: [], properties: {}, required: [], items: undefined };
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    return shapeOf(contract.components.schemas[ref.replace('#/components/schemas/', '')]);
  }
  const parts = Array.isArray(schema['allOf'])
    ? (schema['allOf'] as JsonSchema[]).map(shapeOf)
    : [];
  const { type, properties, required, items } = schema;
  const own: SchemaShape = {
    types: type === undefined ? [] : ([] as string[]).concat(type as string | string[]),
    properties: (properties ?? {}) as Record<string, JsonSchema>,
    required: Array.isArray(required) ? (required as string[]) : [],
    items: items as JsonSchema | undefined,
  };
  return parts.reduce(
    (shape, part) => ({
      types: shape.types.length > 0 ? shape.types : part.types,
      properties: { ...part.properties, ...shape.properties },
      required: [...shape.required, ...part.required],
      items: shape.items ?? part.items,
    }),
    own,
  );
}

/** The path with each `{name}` replaced by its value, percent-encoded as one segment. */
export function filledPath(path: string, values: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values(name)));
}

/**
 * A request of `operation`: its path filled in, `query` appended, and a body of its own content
 * type (a few bytes of PDF for an upload, JSON otherwise).
 */
export function requestOf(
  operation: ContractOperation,
  { path, query = '', body = {}, headers = {} }: RequestParts,
): InjectOptions {
  const method = operation.method.toUpperCase() as 'GET';
  const url = query ? `${path}?${query}` : path;
  if (operation.bodyTypes.length === 0) return { method, url, headers };
  if (operation.bodyTypes.includes('application/json')) {
    return { method, url, headers, payload: body };
  }
  const type = operation.bodyTypes.includes('application/pdf')
    ? 'application/pdf'
    : operation.bodyTypes[0];
  return {
    method,
    url,
    headers: { ...headers, 'content-type': type },
    payload: Buffer.from('%PDF-1.4\n'),
  };
}

export interface RequestParts {
  path: string;
  query?: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}
