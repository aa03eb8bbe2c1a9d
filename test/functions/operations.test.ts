import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { httpOperations } from '#functions/operations.ts';
import { loadOperationModule } from '#infra/operation-modules.ts';
import { projectRoot } from '#infra/project-root.ts';
import { audienceOfPath } from '#shared/vocabulary/auth/audience.ts';
import { urls } from '#test/support/api.ts';

describe('the operation table', () => {
  it('names each operation once, and each route once', () => {
    const ids = httpOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = httpOperations.map((operation) => `${operation.api} ${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes every audience from the path prefix, and puts the attachments operations and their sessions on their own API', () => {
    for (const operation of httpOperations) {
      expect(operation.audience).toBe(audienceOfPath(operation.path));
      expect(operation.api === 'attachments').toBe(['attachments', 'sessions'].includes(operation.audience));
    }
  });

  it('points every row at a module exporting a handler and a contract', async () => {
    for (const operation of httpOperations) {
      expect(existsSync(join(projectRoot, operation.entry))).toBe(true);
      const module = await loadOperationModule(operation);
      expect(typeof module.handler).toBe('function');
      expect(module.contract.response).toBeDefined();
    }
  });

  // The tracer is handed in by the handler (pipeline.ts, PipelineParts), so the table is checked here.
  it('traces the handler of every operation that may call AWS, and of no other', () => {
    for (const operation of httpOperations) {
      const source = readFileSync(join(projectRoot, operation.entry), 'utf8');
      const traced = /\btrace: (lazyT|t)raceHandler\b|\battachmentsOperation\(/.test(source);
      expect(traced, operation.operationId).toBe(Object.keys(operation.grants).length > 0);
    }
  });

  it('accepts every uuid path parameter in either case, and hands it on in lower case', async () => {
    const upper = randomUUID().toUpperCase();
    for (const operation of httpOperations) {
      const params = (await loadOperationModule(operation)).contract.params as z.ZodObject | undefined;
      for (const name of Object.keys(params?.shape ?? {})) {
        const parsed = params!.safeParse({
          ...Object.fromEntries(Object.keys(params!.shape).map((key) => [key, upper])),
        });
        if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === name)) continue; // not a uuid parameter
        expect(parsed.data?.[name], `${operation.operationId} ${name}`).toBe(upper.toLowerCase());
      }
    }
  });

  it('is what the published OpenAPI document lists', async () => {
    const document = (await (await fetch(`${urls.main}/openapi.json`)).json()) as { paths: object };
    const documented = Object.entries(
      document.paths as unknown as Record<string, Record<string, { operationId: string }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => method !== 'servers')
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(documented.sort()).toEqual(
      httpOperations.map((operation) => `${operation.method} ${operation.path} ${operation.operationId}`).sort(),
    );
  });
});
