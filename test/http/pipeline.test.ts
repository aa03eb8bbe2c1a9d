import { ConditionalCheckFailedException, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { handler as getLabel } from '../../functions/labels/get-label.ts';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { db } from '../../shared/db/client.ts';
import type { Contract } from '../../shared/http/contract.ts';
import { conflict } from '../../shared/http/errors.ts';
import { jsonBody } from '../../shared/http/json-body.ts';
import { httpOperation } from '../../shared/http/pipeline.ts';
import { eventFor } from '../support/events.ts';

const rsAdmin = { sub: demoIds.rsAdmin, org: demoIds.rsOrganization, orgType: 'rs', role: 'admin' };
const echoContract = {
  body: z.strictObject({ name: z.string().min(1), nested: z.strictObject({ n: z.number().int() }).optional() }),
  response: z.strictObject({ name: z.string() }),
} satisfies Contract;

const invoke = async (
  // biome-ignore lint/suspicious/noExplicitAny: any handler the pipeline wraps, whatever its event and result
  handler: (event: any, context: any) => Promise<any>,
  options: Parameters<typeof eventFor>[3] & { method?: string; path?: string; route?: string } = {},
) => {
  const { event, context } = eventFor(
    options.method ?? 'POST',
    options.path ?? '/rs/echo/v1',
    options.route ?? '/rs/echo/v1',
    {
      claims: rsAdmin,
      ...options,
    },
  );
  const result = await handler(event, context);
  return { status: result.statusCode as number, headers: result.headers, body: JSON.parse(result.body) };
};

describe('the request pipeline', () => {
  afterEach(() => vi.restoreAllMocks());

  const echo = httpOperation(echoContract, async ({ body }) => ({ name: body.name }), { jsonBody });

  it('refuses to build an operation whose contract has a body without the JSON body reading', () => {
    expect(() => httpOperation(echoContract, async ({ body }) => ({ name: body.name }))).toThrow(/jsonBody/);
  });

  it('parses and validates a JSON body', async () => {
    const { status, body } = await invoke(echo, {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ name: 'x' });
  });

  it('rejects unknown properties at every level, naming each path', async () => {
    const { status, body } = await invoke(echo, {
      body: '{"name":"x","extra":1,"nested":{"n":1,"deeper":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', path: '', code: 'unrecognized_keys' }),
        expect.objectContaining({ location: 'body', path: 'nested', code: 'unrecognized_keys' }),
      ]),
    );
  });

  it('keeps an error small whatever the request: 100 problems listed, the rest counted, unknown keys named by the first few', async () => {
    const listContract = {
      body: z.strictObject({ items: z.array(z.strictObject({ n: z.number() })) }),
      response: z.strictObject({}),
    } satisfies Contract;
    const list = httpOperation(listContract, async () => ({}), { jsonBody });
    const unknown = Object.fromEntries(Array.from({ length: 250_000 }, (_, index) => [`unknown_property_${index}`, 1]));
    const send = async (payload: object) => {
      const request = JSON.stringify(payload);
      const { status, body } = await invoke(list, { body: request, headers: { 'content-type': 'application/json' } });
      expect(status).toBe(400);
      expect(JSON.stringify(body).length).toBeLessThan(Math.min(request.length, 40_000));
      return body.details;
    };
    const unknownOnly = await send({ ...unknown, items: [] });
    expect(unknownOnly).toEqual([
      {
        location: 'body',
        path: '',
        code: 'unrecognized_keys',
        message: expect.stringMatching(
          /^Unrecognized keys: "unknown_property_0", .*"unknown_property_9", … \(250000 in all\)$/,
        ),
      },
    ]);
    const manyProblems = await send({
      ...unknown,
      items: Array.from({ length: 1000 }, () => ({ n: 'x', extra: 'y'.repeat(1000) })),
    });
    expect(manyProblems).toHaveLength(101);
    expect(manyProblems[100]).toEqual({
      location: 'body',
      path: '',
      message: 'and 1901 more problems, not listed',
      code: 'more_problems',
    });
  });

  it('answers 415 to a body that is not application/json', async () => {
    for (const contentType of [undefined, 'text/plain', 'application/merge-patch+json']) {
      const { status, body } = await invoke(echo, {
        body: '{"name":"x"}',
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(status).toBe(415);
      expect(body.error).toBe('unsupported_media_type');
    }
  });

  it('answers 422 to a body that is not JSON', async () => {
    const { status, body } = await invoke(echo, { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(422);
    expect(body.error).toBe('malformed_body');
  });

  it('answers 401 when the authorizer passed no usable claims, before reading the body', async () => {
    const { status, body } = await invoke(echo, { claims: { sub: 'nobody' }, body: 'not json' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'unauthorized', requestId: expect.any(String) });
  });

  it('answers 403 when the path prefix belongs to another audience', async () => {
    const { status } = await invoke(echo, {
      path: '/bo/echo/v1',
      route: '/bo/echo/v1',
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(403);
  });

  it('turns a domain conflict into a 409 with its details', async () => {
    const conflicting = httpOperation(
      echoContract,
      async () => {
        throw conflict('The label changed', { field: 'name' });
      },
      { jsonBody },
    );
    const { status, body } = await invoke(conflicting, {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'conflict', message: 'The label changed', details: { field: 'name' } });
  });

  it('answers 500 without internals', async () => {
    const failing = httpOperation(
      echoContract,
      async () => {
        throw new Error('secret table name and stack');
      },
      { jsonBody },
    );
    const { status, body } = await invoke(failing, {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body).toEqual({
      error: 'internal_error',
      message: 'An internal error occurred',
      requestId: expect.any(String),
      details: null,
    });
  });

  it('answers 429 with Retry-After when DynamoDB throttles', async () => {
    vi.spyOn(db(), 'send').mockRejectedValue(
      new DynamoDBServiceException({
        name: 'ProvisionedThroughputExceededException',
        $fault: 'client',
        $metadata: {},
        message: 'slow down',
      }),
    );
    const { status, headers, body } = await invoke(getLabel, {
      method: 'GET',
      path: `/rs/labels/v1/${demoIds.customLabel}`,
      route: '/rs/labels/v1/{id}',
      pathParameters: { id: demoIds.customLabel },
    });
    expect(status).toBe(429);
    expect(headers['retry-after']).toBe('1');
    expect(body.error).toBe('too_many_requests');
  });

  it('answers 409 when a conditional write lost a race', async () => {
    vi.spyOn(db(), 'send').mockRejectedValue(
      new ConditionalCheckFailedException({ $metadata: {}, message: 'condition' }),
    );
    const { status } = await invoke(getLabel, {
      method: 'GET',
      path: `/rs/labels/v1/${demoIds.customLabel}`,
      route: '/rs/labels/v1/{id}',
      pathParameters: { id: demoIds.customLabel },
    });
    expect(status).toBe(409);
  });

  it('puts the request id on the response and in the body of errors', async () => {
    const { event, context } = eventFor('POST', '/rs/echo/v1', '/rs/echo/v1', {
      claims: rsAdmin,
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    const result = await echo(event, context);
    expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);
    expect(JSON.parse(result.body!).requestId).toBe(event.requestContext.requestId);
  });
});
