import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { buildOpenApiDocument, loadContracts } from '#infra/openapi/document.ts';
import { parseOperationDescriptions, readOperationDescriptions } from '#infra/openapi/operation-descriptions.ts';
import { projectRoot } from '#infra/project-root.ts';
import { errorStatuses } from '#shared/vocabulary/errors.ts';

interface Operation {
  summary?: string;
  description?: string;
  parameters: { example?: unknown; content?: Record<string, { example?: unknown }> }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  servers: { url: string; variables?: Record<string, { default: string; description: string }> }[];
  paths: Record<string, Record<string, Operation> & { servers?: Document['servers'] }>;
  components: {
    responses: Record<string, { content: Record<string, { example: { error: keyof typeof errorStatuses } }> }>;
  };
}

/** As `npm run openapi` writes it: JSON, so that it compares with the committed file. */
const generated = JSON.parse(JSON.stringify(buildOpenApiDocument(await loadContracts()))) as Document;
const scratch = mkdtempSync(join(tmpdir(), 'fcs-openapi-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/** Redocly's CLI on the generated document, with the project's redocly.yaml; telemetry and update checks off. */
const lint = (file: string) =>
  new Promise<LintProblem[]>((resolve, reject) => {
    const cli = join(projectRoot, 'node_modules', '.bin', 'redocly');
    execFile(
      process.execPath,
      [cli, 'lint', '--config', join(projectRoot, 'redocly.yaml'), '--format', 'json', file],
      {
        cwd: projectRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { problems: LintProblem[] }).problems);
        } catch {
          reject(error ?? new Error(stderr));
        }
      },
    );
  });

const operationOf = (document: Document, { path, method }: { path: string; method: string }) =>
  document.paths[path]![method.toLowerCase()]!;

describe('the OpenAPI document', () => {
  it('is what docs/openapi.json holds (after a change to the table or a contract: npm run openapi)', () => {
    const committed = JSON.parse(readFileSync(join(projectRoot, 'docs', 'openapi.json'), 'utf8')) as unknown;
    expect(committed).toEqual(generated);
  });

  it("passes Redocly's lint with the recommended rules and redocly.yaml", async () => {
    const file = join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(generated));
    const problems = await lint(file);
    expect(
      problems.map(
        (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it('declares both base addresses as servers with their variables', () => {
    const attachments = httpOperations.find((operation) => operation.api === 'attachments')!;
    for (const [server, variable] of [
      [generated.servers[0], 'base_url'],
      [generated.paths[attachments.path]!.servers![0], 'attachments_base_url'],
    ] as const) {
      expect(server?.url).toBe(`{${variable}}`);
      expect(server?.variables?.[variable]).toMatchObject({
        default: expect.stringMatching(/^http/),
        description: expect.any(String),
      });
    }
  });

  it('takes each description from its own section of docs/operations.md, one per operation', () => {
    const descriptions = readOperationDescriptions();
    expect([...descriptions.keys()]).toEqual(httpOperations.map((row) => row.operationId));
    for (const row of httpOperations) {
      expect(operationOf(generated, row).description).toBe(descriptions.get(row.operationId));
    }
    expect(() => parseOperationDescriptions('## not an operation heading\n\ntext')).toThrow(/names no operation/);
    expect(() => parseOperationDescriptions('## a: `GET /a`\n\none\n## a: `GET /a`\n\ntwo')).toThrow(/twice/);
  });

  it('gives every operation a summary, a description citing its decisions, a request example of what it takes and an example of every error it answers', () => {
    for (const row of httpOperations) {
      const operation = operationOf(generated, row);
      expect(operation.summary, row.operationId).toBe(row.summary);
      expect(operation.description, row.operationId).toMatch(/Decisions: .*`docs\/[a-z-]+\.md`/);

      const examples = [
        ...operation.parameters.map(
          (parameter) => parameter.example ?? parameter.content?.['application/json']?.example,
        ),
        operation.requestBody?.content['application/json']?.example,
      ].filter((example) => example !== undefined);
      // An operation that takes no parameter and no body (a plain list) has nothing to show.
      if (operation.parameters.length > 0 || operation.requestBody)
        expect(examples.length, `${row.operationId}: request example`).toBeGreaterThan(0);
      if (operation.requestBody)
        expect(
          operation.requestBody.content['application/json']?.example,
          `${row.operationId}: body example`,
        ).toBeDefined();

      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, row.operationId).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const component = generated.components.responses[response.$ref!.replace('#/components/responses/', '')];
        const example = component?.content['application/json']?.example;
        expect(example && errorStatuses[example.error], `${row.operationId} ${status}`).toBe(Number(status));
      }
    }
  });
});
