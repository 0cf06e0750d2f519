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
  /** The required properties of a JSON body (through `$ref` and `allOf`). */
  requiredBody: string[];
}

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
          requiredBody: requiredOf(content['application/json']?.schema),
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

function requiredOf(schema: Record<string, unknown> | undefined): string[] {
  if (!schema) return [];
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    return requiredOf(contract.components.schemas[ref.replace('#/components/schemas/', '')]);
  }
  const own = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  const parts = Array.isArray(schema['allOf'])
    ? (schema['allOf'] as Record<string, unknown>[])
    : [];
  return [...own, ...parts.flatMap(requiredOf)];
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
