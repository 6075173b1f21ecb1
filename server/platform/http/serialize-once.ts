import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer (checked against the response schema, then JSON), run once per response object: a route whose
 * handler returns the same frozen object again and again (a body built once, such as GET /config) pays for the check
 * and the JSON only the first time. Any other value is serialised as usual.
 */
export function serializeOncePerObject<S>(route: FastifyRouteSchemaDef<S>): (data: unknown) => string {
  const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  const done = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = done.get(data);
    if (json === undefined) {
      json = serialize(data);
      done.set(data, json);
    }
    return json;
  };
}
