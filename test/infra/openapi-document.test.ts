import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { httpOperations } from '#functions/operations.ts';
import { buildOpenApiDocument, loadContracts } from '#infra/openapi/document.ts';
import { parseOperationDescriptions, readOperationDescriptions } from '#infra/openapi/operation-descriptions.ts';
import { schemaRenderer } from '#infra/openapi/schemas.ts';
import { projectRoot } from '#infra/project-root.ts';
import { errorStatuses } from '#shared/vocabulary/errors.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';

interface Operation {
  summary?: string;
  description?: string;
  parameters: { example?: unknown; content?: Record<string, { example?: unknown }> }[];
  requestBody?: { content: Record<string, { example?: unknown; schema?: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  servers: { url: string; variables?: Record<string, { default: string; description: string }> }[];
  paths: Record<string, Record<string, Operation> & { servers?: Document['servers'] }>;
  components: {
    schemas: Record<string, unknown>;
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

const refTo = (name: string) => `#/components/schemas/${name}`;

/**
 * The resources of the specification ("Resources and their fields") and of the service's
 * extensions, by the name each has in the document: what each operation takes (its body) and
 * answers (its success), and the named schemas each holds.
 */
const named: Record<string, { takes?: string; answers: string }> = {
  querySearchRSV1: { takes: 'SearchRequest', answers: 'SearchResponse' },
  getLabelRSV1: { answers: 'Label' },
  listNotificationTypesRSV1: { answers: 'NotificationTypeList' },
  getBuildingWorkRSV1: { answers: 'BuildingWork' },
  resolveRecordOriginRSV1: { answers: 'Origin' },
  resolveRecordOriginADV1: { answers: 'Origin' },
  listAttachmentsByOriginV3: { answers: 'AttachmentPage' },
  updateAttachmentV3: { takes: 'AttachmentUpdate', answers: 'AttachmentUpdateResponse' },
  replaceDocumentRSV1: { takes: 'DocumentReplacement', answers: 'DocumentReplacementResult' },
  createReportAnalysisRSV1: { takes: 'AnalysisRequest', answers: 'RecordId' },
  getReportAnalysisRSV1: { answers: 'Analysis' },
  listOrganizationsBOV1: { answers: 'OrganizationPage' },
  updateAdOrganizationBOV1: { takes: 'AdOrganizationUpdate', answers: 'RecordId' },
  resendInvitationBOV1: { answers: 'RecordId' },
  movePlanPointADV1: { takes: 'PlanPointMove', answers: 'RecordId' },
  updatePreventiveLibraryRuleBOV1: { takes: 'PreventiveRuleUpdate', answers: 'PreventiveRuleUpdateResult' },
  openSessionV1: { takes: 'NewSession', answers: 'Session' },
  closeSessionV1: { takes: 'SessionClose', answers: 'SessionClosed' },
  acceptInvitationV1: { takes: 'InvitationAcceptance', answers: 'RecordId' },
  inspectInvitationV1: { takes: 'InvitationInspection', answers: 'Invitation' },
  listBackOfficeUsersBOV1: { answers: 'BackOfficeUserList' },
  createBackOfficeUserBOV1: { takes: 'NewBackOfficeUser', answers: 'BackOfficeUser' },
  disableBackOfficeUserBOV1: { answers: 'BackOfficeUser' },
  enableBackOfficeUserBOV1: { answers: 'BackOfficeUser' },
  createImportJobBOV1: { takes: 'NewImportJob', answers: 'CreatedImportJob' },
  listImportJobPartsBOV1: { answers: 'ImportJobPartUploads' },
  startImportJobBOV1: { takes: 'ImportJobStart', answers: 'ImportJob' },
  getImportJobBOV1: { answers: 'ImportJob' },
};
const holds: Record<string, readonly string[]> = {
  SearchResponse: ['SearchAnswer', 'Section', 'SearchClarification'],
  Section: ['Filter', 'Card', 'SectionAggregate'],
  SearchClarification: ['Card'],
  Card: ['RelatedRecord'],
  AttachmentPage: ['AttachmentListItem', 'AttachmentPagination'],
  AttachmentUpdateResponse: ['AttachmentUpdateResult'],
  OrganizationPage: ['Organization', 'OrganizationPagination'],
  BuildingWork: ['BuildingWorkCommission', 'BuildingWorkDocument'],
  NotificationTypeList: ['NotificationType'],
  BackOfficeUserList: ['BackOfficeUser'],
  CreatedImportJob: ['ImportJob', 'ImportJobPartUploads'],
  ImportJob: ['ImportProblem'],
  Analysis: ['MetadataResult', 'AnomaliesResult', 'ComparisonResult'],
};

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

  it('names every body an operation takes and every JSON success it answers, and refers to each named schema by $ref', () => {
    for (const row of httpOperations) {
      const operation = operationOf(generated, row);
      const success = Object.entries(operation.responses).find(([status]) => Number(status) < 300)![1].content!;
      const answered = success['application/json']?.schema;
      const taken = operation.requestBody?.content['application/json']?.schema;
      expect({ takes: taken?.$ref, answers: answered?.$ref }, row.operationId).toEqual({
        takes: named[row.operationId]?.takes && refTo(named[row.operationId]!.takes!),
        answers: answered && refTo(named[row.operationId]?.answers ?? 'a name'),
      });
    }
    // The one answer that is not JSON: the invitation page.
    expect(httpOperations.filter((row) => !named[row.operationId]).map((row) => row.operationId)).toEqual([
      'getInvitationPageV1',
    ]);
    for (const [container, members] of Object.entries(holds))
      for (const member of members)
        expect(JSON.stringify(generated.components.schemas[container]), `${container} holds ${member}`).toContain(
          `"$ref":"${refTo(member)}"`,
        );
  });

  it('gives one name one shape: a name two schemas share, or whose schema reads differently as a request and as a response, stops the generation', () => {
    const render = () => schemaRenderer().render;
    const first = z.strictObject({ a: z.string() });
    const second = z.strictObject({ b: z.string() });
    nameSchema(first, 'SameName');
    nameSchema(second, 'SameName');
    expect(() => render()(z.strictObject({ first, second }), 'output')).toThrow(/SameName/);
    const defaulted = z.strictObject({ page: z._default(z.number(), 1) });
    nameSchema(defaulted, 'Defaulted');
    const both = render();
    expect(both(defaulted, 'output')).toEqual({ $ref: refTo('Defaulted') });
    expect(() => both(defaulted, 'input')).toThrow(/Defaulted has two shapes/);
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
