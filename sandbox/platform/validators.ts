import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';

/** What Fastify asks a validator for: one part (`body`, `querystring`…) of one route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Compile = (route: RouteSchema) => (data: unknown) => unknown;
/** Fastify's `ajv` server option, as it hands it to the validator factory. */
interface AjvServerOption {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}
/**
 * @fastify/ajv-compiler's pool as it behaves: its declared type says its compilers take a bare
 * schema, while Fastify calls them with the route's part (RouteSchema).
 */
type Pool = (externalSchemas: unknown, option: AjvServerOption | undefined) => Compile;

/**
 * Fastify's own validators (@fastify/ajv-compiler), with type coercion only where the wire has no
 * types. A JSON body carries its own: a value of another type than the contract's is a 400 that
 * names it, never converted on its way into the database (`accepted: 1` is no consent). Path
 * parameters, query strings and headers are text, so `?limit=5` still reaches a route as 5.
 */
export function partValidators(): ValidatorFactory {
  const fromPool = AjvCompiler() as unknown as Pool;
  const factory = (externalSchemas: unknown, option: AjvServerOption | undefined): Compile => {
    const withCoercion = (coerceTypes: boolean) =>
      fromPool(externalSchemas, {
        ...option,
        customOptions: { ...option?.customOptions, coerceTypes },
      });
    const compileBody = withCoercion(false);
    const compileText = withCoercion(true);
    return (route) => {
      if (route.httpPart === 'body') return compileBody(route);
      if (route.httpPart === 'headers') return compileText(lowerCaseHeaderNames(route));
      return compileText(route);
    };
  };
  return factory as unknown as ValidatorFactory;
}

/**
 * Node hands Fastify header names in lower case, and Fastify lower-cases a header schema's names
 * to match, but only on its default validator: with a factory of one's own it passes the schema
 * unchanged, and `Idempotency-Key` would never meet the header `idempotency-key` (its length limit
 * never checked).
 */
function lowerCaseHeaderNames(route: RouteSchema): RouteSchema {
  const { schema } = route;
  if (typeof schema !== 'object' || schema === null) return route;
  const { properties, required } = schema as { properties?: object; required?: unknown };
  return {
    ...route,
    schema: {
      ...schema,
      ...(properties && {
        properties: Object.fromEntries(
          Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
        ),
      }),
      ...(Array.isArray(required) && {
        required: required.map((name) => String(name).toLowerCase()),
      }),
    },
  };
}
