import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

const compileWith = SerializerSelector();

/** What was compiled, by the shared schemas and options it was compiled with, then by schema. */
const compiled = new Map<string, Map<string, Serializer>>();

/**
 * Fastify's own serializer factory (fast-json-stringify), remembering what it compiled for the
 * life of the process. A serializer depends only on its response schema, the shared component
 * schemas and the options, all read from the contract, so every server a process builds would
 * compile the same ones again: about 0.7 s of a server's 1 s start on this machine, paid by each
 * sandbox test (a server each) and by `restart`.
 */
export const rememberingSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = compileWith(externalSchemas, options);
  const sharedKey = JSON.stringify([externalSchemas, options]);
  const bySchema = compiled.get(sharedKey) ?? new Map<string, Serializer>();
  compiled.set(sharedKey, bySchema);
  return (route) => {
    const key = JSON.stringify(route.schema);
    const known = bySchema.get(key);
    if (known) return known;
    const serializer = compile(route);
    bySchema.set(key, serializer);
    return serializer;
  };
};
