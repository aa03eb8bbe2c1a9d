import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOperationModule } from '../../functions/load-handlers.ts';
import { httpOperations } from '../../functions/operations.ts';
import { audienceOfPath } from '../../shared/auth/audience.ts';
import { projectRoot } from '../../infra/project-root.ts';
import { urls } from '../support/api.ts';

describe('the operation table', () => {
  it('names each operation once, and each route once', () => {
    const ids = httpOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = httpOperations.map((operation) => `${operation.api} ${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes every audience from the path prefix, and puts the attachments operations on their own API', () => {
    for (const operation of httpOperations) {
      expect(operation.audience).toBe(audienceOfPath(operation.path));
      expect(operation.api === 'attachments').toBe(operation.audience === 'attachments');
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

  it('is what the published OpenAPI document lists', async () => {
    const document = (await (await fetch(`${urls.main}/openapi.json`)).json()) as { paths: object };
    const documented = Object.entries(document.paths as unknown as Record<string, Record<string, { operationId: string }>>).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => method !== 'servers')
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(documented.sort()).toEqual(httpOperations.map((operation) => `${operation.method} ${operation.path} ${operation.operationId}`).sort());
  });
});
