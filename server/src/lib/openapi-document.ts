import { z } from 'zod';
import * as coreContract from '@bgmi/shared/server';
import * as dayAndMoneyContract from '@bgmi/shared/server';
import * as jantriContract from '@bgmi/shared/server';
import { FailureBody, isEndpoint, type Endpoint } from '@bgmi/shared/server';

/** Every endpoint `@bgmi/shared` exports, once per path (new ones appear without a list). */
export function contractEndpoints(): Endpoint[] {
  const byPath = new Map<string, Endpoint>();
  for (const value of [
    ...Object.values(coreContract),
    ...Object.values(dayAndMoneyContract),
    ...Object.values(jantriContract),
  ] as unknown[])
    if (isEndpoint(value) && !byPath.has(value.path)) byPath.set(value.path, value);
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

type JsonSchema = Record<string, unknown>;

/**
 * zod's own JSON Schema (2020-12, the dialect OpenAPI 3.1 uses) for one side of a schema; also
 * what bench/serialise.ts compiles Fastify's serialiser from.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
});

function operation(endpoint: Endpoint) {
  return {
    operationId: endpoint.path,
    tags: [endpoint.path.split('/')[0] === 'user' ? 'user' : 'calls'],
    security: endpoint.auth ? [{ token: [] }] : [],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
    },
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      400: failure('Bad input; `field` names the field at fault'),
      ...(endpoint.auth ? { 401: failure('No token, or a revoked, expired or foreign one') } : {}),
      403: failure('Not allowed'),
      429: failure('Too many requests'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the shared zod contract: every call is
 * `POST /BGMI/<path>` (DESIGN section 3) with the contract's body and answer schemas.
 */
export function buildOpenApiDocument(serverUrl = '/') {
  const paths: Record<string, unknown> = {};
  for (const endpoint of contractEndpoints())
    paths[`/BGMI/${endpoint.path}`] = { post: operation(endpoint) };
  paths['/BGMI/openapi.json'] = {
    get: { operationId: 'openapi', responses: { 200: { description: 'This document' } } },
  };
  paths['/health'] = {
    get: { operationId: 'health', responses: { 200: { description: 'The API is up' } } },
  };
  paths['/ready'] = {
    get: {
      operationId: 'ready',
      responses: {
        200: { description: 'The database and Redis (when configured) answer' },
        503: { description: 'The database or Redis is unreachable (the body names which)' },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'BGMI Arena API',
      version: '1.0.0',
      description:
        'Every call is `POST /BGMI/<call>` with a JSON body; every answer is ' +
        '`{ status, message, ... }`. Send the token from login in the `Authorization` header ' +
        '(bare or Bearer). History calls page with `limit` and `cursor` (answer: `nextCursor`).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      schemas: { Failure: jsonSchema(FailureBody, 'output') },
    },
    paths,
  };
}
