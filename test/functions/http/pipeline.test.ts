import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { ConditionalCheckFailedException, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Contract } from '#functions/http/contract.ts';
import { jsonBody } from '#functions/http/json-body.ts';
import { httpOperation } from '#functions/http/pipeline.ts';
import { handler as getLabel } from '#functions/labels/get-label.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { db } from '#shared/stores/db/client.ts';
import { conflict } from '#shared/vocabulary/errors.ts';
import { bearerOf } from '#test/support/api.ts';
import { eventFor } from '#test/support/events.ts';

const rsAdmin = await bearerOf(demoIds.rsAdmin);
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
    { ...options, headers: { authorization: rsAdmin, ...options.headers } },
  );
  const result = await handler(event, context);
  return { status: result.statusCode as number, headers: result.headers, body: JSON.parse(result.body) };
};

/**
 * The label operation's own read fails with `error`; the pipeline's read of the caller passes. A
 * fault the local stack cannot produce on demand, so the SDK is mocked for it.
 */
const failLabelRead = (error: Error) => {
  const send = db().send.bind(db());
  vi.spyOn(db(), 'send').mockImplementation(((command: unknown) =>
    command instanceof GetCommand ? Promise.reject(error) : send(command as never)) as typeof send);
};

const readLabel = () =>
  invoke(getLabel, {
    method: 'GET',
    path: `/rs/labels/v1/${demoIds.customLabel}`,
    route: '/rs/labels/v1/{id}',
    pathParameters: { id: demoIds.customLabel },
  });

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

  it('answers 401 with the Error body to a token that does not verify, before reading the body', async () => {
    const { status, body } = await invoke(echo, { headers: { authorization: 'Bearer not.a.token' }, body: 'not json' });
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
    failLabelRead(
      new DynamoDBServiceException({
        name: 'ProvisionedThroughputExceededException',
        $fault: 'client',
        $metadata: {},
        message: 'slow down',
      }),
    );
    const { status, headers, body } = await readLabel();
    expect(status).toBe(429);
    expect(headers['retry-after']).toBe('1');
    expect(body.error).toBe('too_many_requests');
  });

  it('answers 503 with Retry-After when AWS times out or drops the connection, or fails on its side', async () => {
    for (const fault of [
      Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' }),
      Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      new DynamoDBServiceException({
        name: 'InternalServerError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
        message: 'internal server error',
      }),
    ]) {
      vi.restoreAllMocks();
      failLabelRead(fault);
      const { status, headers, body } = await readLabel();
      expect(status, fault.message).toBe(503);
      expect(headers['retry-after']).toBe('2');
      expect(body).toEqual({
        error: 'service_unavailable',
        message: 'The service could not be reached in time; retry shortly',
        requestId: expect.any(String),
        details: { retryAfterSeconds: 2 },
      });
    }
  });

  it('answers 503 with Retry-After and the Error body when the operation runs into the budget, before the function would be stopped', async () => {
    const slow = httpOperation(
      echoContract,
      async ({ body }) => {
        await pause(3_000);
        return { name: body.name };
      },
      { jsonBody },
    );
    const started = performance.now();
    const { status, headers, body } = await invoke(slow, {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
      budgetMs: 1_500,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(status).toBe(503);
    expect(headers['retry-after']).toBe('5');
    expect(body).toEqual({
      error: 'service_unavailable',
      message: 'The request could not be completed in time; retry shortly',
      requestId: expect.any(String),
      details: { retryAfterSeconds: 5 },
    });
  });

  it("answers 429 with Retry-After when the organization's writer lease stays busy", async () => {
    const organizationId = randomUUID();
    let release = () => {};
    const held = withWriterLease(organizationId, () => new Promise<void>((resolve) => (release = resolve)));
    await pause(50);
    const writer = httpOperation(
      echoContract,
      ({ body }) => withWriterLease(organizationId, async () => ({ name: body.name }), 200),
      { jsonBody },
    );
    const { status, headers, body } = await invoke(writer, {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    release();
    await held;
    expect(status).toBe(429);
    expect(headers['retry-after']).toBe('5');
    expect(body).toMatchObject({ error: 'too_many_requests', details: { retryAfterSeconds: 5 } });
  });

  it('answers 409 when a conditional write lost a race', async () => {
    failLabelRead(new ConditionalCheckFailedException({ $metadata: {}, message: 'condition' }));
    const { status } = await readLabel();
    expect(status).toBe(409);
  });

  it('puts the request id on the response and in the body of errors', async () => {
    const { event, context } = eventFor('POST', '/rs/echo/v1', '/rs/echo/v1', {
      body: 'x',
      headers: { 'content-type': 'text/plain', authorization: rsAdmin },
    });
    const result = await echo(event, context);
    expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);
    expect(JSON.parse(result.body!).requestId).toBe(event.requestContext.requestId);
  });
});
