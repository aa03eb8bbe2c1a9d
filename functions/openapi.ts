import * as z from 'zod/mini';
import { errorStatuses } from '../shared/http/errors.ts';
import type { Contract } from '../shared/http/contract.ts';
import { jsonQueryInner } from '../shared/http/query.ts';
import { httpOperations, type ApiName } from './operations.ts';
import { loadOperationModule } from './load-handlers.ts';

/**
 * The OpenAPI 3.1 document, generated from the operation table and each operation's zod contract.
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod emits.
 */
type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** The schema a JSON-encoded query parameter carries, looking through optional and pipes. */
const jsonQueryInnerOf = (schema: z.core.$ZodType): z.core.$ZodType | undefined => {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const inner = jsonQueryInner.get(current);
    if (inner) return inner;
    const def: { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType } = (current as unknown as { _zod: { def: { type: string } } })._zod.def;
    current = def.type === 'optional' || def.type === 'default' ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  }
  return undefined;
};

const parameters = (location: 'path' | 'query' | 'header', shape: z.ZodMiniObject | undefined) =>
  Object.entries(shape?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.core.$ZodType;
    const inner = jsonQueryInnerOf(field);
    const required = location === 'path' || !z.safeParse(field, undefined).success;
    return {
      name,
      in: location,
      required,
      ...(inner ? { content: { 'application/json': { schema: jsonSchema(inner, 'input') } } } : { schema: jsonSchema(field, 'input') }),
    };
  });

/** Statuses any operation can answer: validation, identity, audience, payload size, throttling, failure. */
const commonErrorStatuses = [400, 401, 403, 413, 429, 500] as const;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error', 'message', 'requestId', 'details'],
  properties: {
    error: { type: 'string', enum: Object.keys(errorStatuses) },
    message: { type: 'string' },
    requestId: { type: 'string' },
    details: {},
  },
  additionalProperties: false,
};

export const serverVariables = { main: '{base_url}', attachments: '{attachments_base_url}' } satisfies Record<ApiName, string>;

export const buildOpenApiDocument = (contracts: ReadonlyMap<string, Contract>, servers: Record<ApiName, string> = serverVariables) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of httpOperations) {
    const contract = contracts.get(operation.operationId);
    if (!contract) throw new Error(`No contract for ${operation.operationId}`);
    const status = String(contract.successStatus ?? 200);
    const errors = [...commonErrorStatuses, ...(contract.errors ?? [])].sort();
    paths[operation.path] ??= operation.api === 'attachments' ? { servers: [{ url: servers.attachments }] } : {};
    paths[operation.path]![operation.method.toLowerCase()] = {
      operationId: operation.operationId,
      summary: operation.summary,
      tags: [operation.audience],
      security: [{ bearer: [] }],
      parameters: [
        ...parameters('path', contract.params),
        ...parameters('query', contract.query),
        ...parameters('header', contract.headers),
      ],
      ...(contract.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } } } }),
      responses: {
        [status]: { description: 'Success', content: { 'application/json': { schema: jsonSchema(contract.response, 'output') } } },
        ...Object.fromEntries(errors.map((code) => [String(code), { $ref: '#/components/responses/Error' }])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Facility Compliance Service', version: 'dev' },
    servers: [{ url: servers.main }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorSchema },
      responses: {
        Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  };
};

export const loadContracts = async (): Promise<Map<string, Contract>> =>
  new Map(
    await Promise.all(httpOperations.map(async (operation) => [operation.operationId, (await loadOperationModule(operation)).contract] as const)),
  );
