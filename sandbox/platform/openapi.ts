import { readFileSync } from 'node:fs';
import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
type ParameterLocation = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterLocation | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
type ParameterOrRef = Parameter | { $ref: string };

/**
 * Where an operation that needs the applicant's token (`security: applicantToken`) names its lead:
 * `path.id`, `query.id`, `body.id` or `body.leadId` (the operation's `x-lead-id`).
 */
export interface LeadIdLocation {
  in: 'path' | 'query' | 'body';
  name: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the operations that read or change one lead (addOperation, from `x-lead-id`). */
    leadIdAt?: LeadIdLocation;
  }
}

interface Operation {
  tags?: string[];
  parameters?: ParameterOrRef[];
  security?: Record<string, string[]>[];
  'x-lead-id'?: string;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

type PathItem = Partial<Record<HttpMethod, Operation>> & {
  parameters?: ParameterOrRef[];
  'x-sandbox-status'?: string;
};

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, Parameter> };
}

const schemaRefPrefix = '#/components/schemas/';
const parameterRefPrefix = '#/components/parameters/';

export function loadOpenApi(): OpenApiDocument {
  const text = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
  // The file is ours and checked by the tests; a cast is enough at this boundary.
  return JSON.parse(text) as OpenApiDocument;
}

/** `/lead/status/{id}` (OpenAPI) → `/lead/status/:id` (Fastify). */
export function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers every component schema under its name, so routes and other schemas refer to it as
 * `Name#`; validators and serializers then share one compiled copy.
 */
export function registerComponentSchemas(app: FastifyInstance, doc: OpenApiDocument): void {
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    app.addSchema({ $id: name, ...(toFastifyRefs(schema) as JsonSchema) });
  }
}

/** A route handler whose request and reply are typed by `T` (`{ Body }`, `{ Params }`…). */
export type Handler<T extends RouteGenericInterface = RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  T
>;

/**
 * Registers one operation of the contract: its Fastify path and its schema come from the
 * operation's OpenAPI path, so a route cannot drift from the path it is documented under.
 */
export function addOperation<T extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
  handler: Handler<T>,
): void {
  const leadIdAt = leadIdLocation(doc, method, path);
  app.route<T>({
    method: method.toUpperCase(),
    url: fastifyPath(path),
    schema: operationSchema(doc, method, path),
    ...(leadIdAt ? { config: { leadIdAt } } : {}),
    handler,
  });
}

/** Where a secured operation names its lead; a secured operation without one is a contract error. */
export function leadIdLocation(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
): LeadIdLocation | undefined {
  const operation = doc.paths[path]?.[method];
  if (!operation) return;
  // Only where the token is the one way in; `{}` beside it makes it optional (the route decides).
  const { security = [] } = operation;
  if (security.length === 0 || !security.every((need) => 'applicantToken' in need)) return;
  const [where, name] = (operation['x-lead-id'] ?? '').split('.');
  if ((where === 'path' || where === 'query' || where === 'body') && name) {
    return { in: where, name };
  }
  throw new Error(`openapi.json: ${method.toUpperCase()} ${path} needs x-lead-id`);
}

/** The Fastify route schema (params, querystring, headers, body, responses) of one operation. */
export function operationSchema(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
): FastifySchema {
  const operation = doc.paths[path]?.[method];
  if (!operation) throw new Error(`openapi.json has no ${method.toUpperCase()} ${path}`);
  const parameters = operationParameters(doc, method, path);
  const parts: FastifySchema = {
    params: parameterObject(parameters, 'path'),
    querystring: parameterObject(parameters, 'query'),
    headers: parameterObject(parameters, 'header'),
    body: jsonSchemaOf(operation.requestBody?.content),
    response: responseSchemas(operation),
  };
  // Fastify warns about a part that is present but undefined.
  return Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined));
}

/** The parameters of one operation, its path's and its own, with their references resolved. */
export function operationParameters(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
): Parameter[] {
  const item = doc.paths[path];
  return [...(item?.parameters ?? []), ...(item?.[method]?.parameters ?? [])].map((p) =>
    resolveParameter(doc, p),
  );
}

function resolveParameter(doc: OpenApiDocument, parameter: ParameterOrRef): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const resolved = doc.components.parameters[parameter.$ref.slice(parameterRefPrefix.length)];
  if (!resolved) throw new Error(`openapi.json: unresolved ${parameter.$ref}`);
  return resolved;
}

function parameterObject(parameters: Parameter[], location: ParameterLocation) {
  const matching = parameters.filter((p) => p.in === location);
  if (matching.length === 0) return undefined;
  // Header names as the contract writes them (`Idempotency-Key`): validators.ts lower-cases them.
  return {
    type: 'object',
    properties: Object.fromEntries(matching.map((p) => [p.name, toFastifyRefs(p.schema)])),
    required: matching.filter((p) => p.required).map((p) => p.name),
  };
}

function responseSchemas(operation: Operation): Record<string, unknown> | undefined {
  const entries = Object.entries(operation.responses).flatMap(([status, response]) => {
    const schema = jsonSchemaOf(response.content);
    return schema ? [[status, schema] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined) {
  const schema = content?.['application/json']?.schema;
  return schema ? toFastifyRefs(schema) : undefined;
}

function toFastifyRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toFastifyRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(schemaRefPrefix)
        ? [key, `${inner.slice(schemaRefPrefix.length)}#`]
        : [key, toFastifyRefs(inner)],
    ),
  );
}
