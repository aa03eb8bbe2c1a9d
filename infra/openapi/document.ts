import * as z from 'zod/mini';
import type { Contract } from '#functions/http/contract.ts';
import { type ApiName, type HttpOperation, httpOperations } from '#functions/operations.ts';
import { loadOperationModule } from '#infra/operation-modules.ts';
import { type Audience, audiences } from '#shared/vocabulary/auth/audience.ts';
import { jsonQueryInner, textParameterValue } from '#shared/vocabulary/formats/query.ts';
import { errorCodeOf, errorResponses, errorSchema } from './errors.ts';
import { operationDescriptionsFile, readOperationDescriptions } from './operation-descriptions.ts';
import { parameterKey, type RequestExample, requestExampleOf } from './request-examples.ts';
import { schemaRenderer } from './schemas.ts';

/**
 * The OpenAPI 3.1 document, generated from the operation table (paths, summaries, descriptions),
 * each operation's zod contract (parameters, bodies, statuses, named schemas) and its demo request
 * (the request example).
 */
type Render = ReturnType<typeof schemaRenderer>['render'];

/** The schema `registry` keeps for a parameter (a JSON-encoded one's, a text one's value), looking through optional, default and pipes. */
const registeredOf = (
  registry: WeakMap<z.core.$ZodType, z.core.$ZodType>,
  schema: z.core.$ZodType,
): z.core.$ZodType | undefined => {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const registered = registry.get(current);
    if (registered) return registered;
    const def: { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType } = (
      current as unknown as { _zod: { def: { type: string } } }
    )._zod.def;
    current =
      def.type === 'optional' || def.type === 'default' ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  }
  return undefined;
};

const parameters = (
  location: 'path' | 'query' | 'header',
  shape: z.ZodMiniObject | undefined,
  example: RequestExample,
  render: Render,
) =>
  Object.entries(shape?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.core.$ZodType;
    const inner = registeredOf(jsonQueryInner, field);
    const required = location === 'path' || !z.safeParse(field, undefined).success;
    const value = example.parameters.get(parameterKey(location, name));
    return {
      name,
      in: location,
      required,
      ...(inner
        ? {
            content: {
              'application/json': {
                schema: render(inner, 'input'),
                ...(value !== undefined && { example: JSON.parse(value) as unknown }),
              },
            },
          }
        : {
            schema: render(field, 'input'),
            // An integer's or a boolean's text is its JSON.
            ...(value !== undefined && {
              example: registeredOf(textParameterValue, field) ? (JSON.parse(value) as unknown) : value,
            }),
          }),
    };
  });

/** Statuses any operation can answer: validation, identity, audience, payload size, throttling, failure, time. */
const commonErrorStatuses = [400, 401, 403, 413, 429, 500, 503] as const;

/**
 * Where each API is reached. The published document names them by variable, as the specification
 * does; their defaults are the local stack's addresses of `npm start` (infra/local/start.ts).
 */
const serverVariables: Record<ApiName, { name: string; default: string; description: string }> = {
  main: {
    name: 'base_url',
    default: 'http://127.0.0.1:3000',
    description:
      "The main HTTP API (`/rs`, `/ad`, `/bo`): the API stack's `MainApiUrl` output without its trailing slash, or the local stack's main API (`PORT`).",
  },
  attachments: {
    name: 'attachments_base_url',
    default: 'http://127.0.0.1:3001',
    description:
      "The attachments HTTP API (`/attachments/v3`): the API stack's `AttachmentsApiUrl` output without its trailing slash, or the local stack's attachments API (`ATTACHMENTS_PORT`).",
  },
};

/** An API's server: the given address, or, without one, the variable the specification names it by. */
const serverOf = (api: ApiName, address: string | undefined) => {
  const { name, ...variable } = serverVariables[api];
  return address
    ? { url: address, description: variable.description }
    : { url: `{${name}}`, description: variable.description, variables: { [name]: variable } };
};

const audienceDescriptions: Record<Audience, string> = {
  rs: 'Users of organizations of type `rs` (as stored, whatever the token claims), with the role `admin`, `manager` or `viewer`.',
  ad: 'The audit audience: users of organizations of type `ad`.',
  bo: 'The back office: platform users (`bo_admin`), who belong to no organization.',
  attachments:
    'Files of `rs` and `ad` organizations, on their own base address; every call also needs a live session of the same user in `x-session-token`.',
  sessions:
    'Sessions of the attachments API, on its base address: opened with a bearer token of an `rs` or `ad` user, one per device, for 12 hours.',
  public: 'Anyone: accepting an invitation, before the person has a sign-in. No bearer token.',
};

/**
 * The tag under which the reference page (`/docs`) lists every named schema, each under its name
 * (Redoc's `schemaDefinitionsTagName`). No operation has it.
 */
export const schemasTag = {
  name: 'schemas',
  'x-displayName': 'Schemas',
  description:
    'The resources and bodies the operations answer and take, by the names the generated clients give their types (docs/openapi.md).',
};

const documentDescription = [
  "The backend of building safety, maintenance and regulatory records. Specified in `shared/spec/facility-compliance-api.md`; the decisions taken where the specification is silent are in the project's `docs/` (the request pipeline, statuses and identity in `docs/decisions.md`) and are summarized in each operation.",
  '',
  '- Every operation takes `Authorization: Bearer <JWT>` with the claims `sub`, `org`, `orgType`, `role`; the path prefix decides which callers it admits, and the stored user and organization must bear the claims out on every request (401, or 403 for an organization without access).',
  '- `extend` and every object or array in a query string are JSON-encoded. Unknown query parameters and body properties are a 400; headers an operation does not name are ignored.',
  '- Every failure is the Error body `{error, message, requestId, details}`; the same condition always gets the same status, whatever the operation. A request that cannot be served within its 10 s budget is a 503 with `Retry-After`, never a 500.',
].join('\n');

/**
 * The document. `servers` gives each API's address (the local stack serves its own); without it,
 * the specification's `{base_url}` and `{attachments_base_url}`.
 */
export const buildOpenApiDocument = (contracts: ReadonlyMap<string, Contract>, servers?: Record<ApiName, string>) => {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = schemaRenderer();
  const answered = new Set<number>();
  const descriptions = readOperationDescriptions();
  const unknown = [...descriptions.keys()].filter((id) => !httpOperations.some((o) => o.operationId === id));
  if (unknown.length > 0)
    throw new Error(`${operationDescriptionsFile} describes no such operation: ${unknown.join(', ')}`);
  for (const operation of httpOperations) {
    const contract = contracts.get(operation.operationId);
    if (!contract) throw new Error(`No contract for ${operation.operationId}`);
    const description = descriptions.get(operation.operationId);
    if (!description) throw new Error(`${operationDescriptionsFile} has no section for ${operation.operationId}`);
    const errors = [...commonErrorStatuses, ...(contract.errors ?? [])].sort();
    for (const error of errors) answered.add(error);
    paths[operation.path] ??=
      operation.api === 'attachments' ? { servers: [serverOf('attachments', servers?.attachments)] } : {};
    paths[operation.path]![operation.method.toLowerCase()] = operationObject(
      operation,
      description,
      contract,
      errors,
      schemas.render,
    );
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Facility Compliance Service', version: 'dev', description: documentDescription },
    servers: [serverOf('main', servers?.main)],
    tags: [
      ...audiences.map((audience) => ({ name: audience, description: audienceDescriptions[audience] })),
      schemasTag,
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: schemaComponents(schemas.components()),
      responses: errorResponses(answered),
    },
  };
};

/** The named schemas by name, with the Error body's (errors.ts), whose name no contract's schema may take. */
const schemaComponents = (named: Record<string, Record<string, unknown>>) => {
  if ('Error' in named) throw new Error('A contract names a schema Error, the name of the Error body');
  return Object.fromEntries(Object.entries({ ...named, Error: errorSchema }).sort(([a], [b]) => (a < b ? -1 : 1)));
};

/** One operation: its parameters, its body with an example, its success and the errors it answers. */
const operationObject = (
  operation: HttpOperation,
  description: string,
  contract: Contract,
  errors: readonly number[],
  render: Render,
) => {
  const example = requestExampleOf(operation);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description,
    tags: [operation.audience],
    security: operation.audience === 'public' ? [] : [{ bearer: [] }],
    parameters: [
      ...parameters('path', contract.params, example, render),
      ...parameters('query', contract.query, example, render),
      ...parameters('header', contract.headers, example, render),
    ],
    ...(contract.body && {
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: render(contract.body, 'input'),
            ...(example.body !== undefined && { example: example.body }),
          },
        },
      },
    }),
    responses: {
      [String(contract.successStatus ?? 200)]: {
        description: 'Success',
        content: { [contract.produces ?? 'application/json']: { schema: render(contract.response, 'output') } },
      },
      ...Object.fromEntries(
        errors.map((code) => [String(code), { $ref: `#/components/responses/${errorCodeOf(code)}` }]),
      ),
    },
  };
};

export const loadContracts = async (): Promise<Map<string, Contract>> =>
  new Map(
    await Promise.all(
      httpOperations.map(
        async (operation) => [operation.operationId, (await loadOperationModule(operation)).contract] as const,
      ),
    ),
  );
