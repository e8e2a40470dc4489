import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];
type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of what a route sends, from its zod schema (its output side, as the OpenAPI
 * document shows it). fast-json-stringify writes only the properties an object schema lists,
 * so a field the schema does not name is never sent. Objects are left open rather than closed
 * (`additionalProperties: false`): a closed object inside a nullable or a union would match no
 * branch when a row carries an extra field, and the answer would fail where zod strips it.
 */
export function responseJsonSchema(schema: ZodType) {
  return toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: ({ jsonSchema }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  });
}

/** fast-json-stringify's writer of a route's answers, compiled from its schema. */
function compileFastSerializer({ schema }: RouteSchema): Serialize {
  return fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]);
}

/**
 * Production: fast-json-stringify writes each answer straight from the route's schema, with
 * no validation pass; zod checking every answer before it was sent cost 10–14 % of a cached
 * answer's CPU (docs/decisions, "serialize answers from their schemas"). Each writer is compiled
 * on its route's first answer with that status, not at start: the server has about 240 of them
 * (each route and status), most never used in a process's life, and compiled they held about
 * 7 MB of generated source and its validators (issue 36: the server's memory at start).
 */
export const fastSerializerCompiler = ((routeSchema: RouteSchema): Serialize => {
  let fast: Serialize | undefined;
  return (data) => (fast ??= compileFastSerializer(routeSchema))(data);
}) satisfies FastifySerializerCompiler<ZodType>;

/** Fails an answer that the production serializer would write differently from zod. */
export function serializedAlike(
  route: string,
  checked: Serialize,
  fast: () => Serialize,
): Serialize {
  return (data) => {
    const json = checked(data);
    const written = fast()(data);
    if (json !== written && !isDeepStrictEqual(JSON.parse(json), JSON.parse(written))) {
      throw new Error(
        `the production serializer of ${route} writes ${written}, where zod writes ${json}`,
      );
    }
    return json;
  };
}

/**
 * Development and tests: zod validates every answer against its schema (a missing or mistyped
 * field fails loudly), and the production serializer must write the same JSON, so every API
 * test also proves that production sends exactly what zod would: no field the schema strips,
 * nothing missing. The production serializer is compiled on a route's first answer.
 */
export const checkedSerializerCompiler = ((routeSchema: RouteSchema): Serialize => {
  const route = `${routeSchema.method} ${routeSchema.url} (${routeSchema.httpStatus})`;
  let fast: Serialize | undefined;
  return serializedAlike(route, zodSerializerCompiler(routeSchema), () => {
    fast ??= compileFastSerializer(routeSchema);
    return fast;
  });
}) satisfies FastifySerializerCompiler<ZodType>;
