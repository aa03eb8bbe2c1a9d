import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { demoIds, seedDemo } from '#infra/local/seed/demo.ts';
import { resolvedDemoRequest } from '#infra/local/seed/demo-requests.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { aPdf, aSubjectFile, settledAnalysis } from '#test/support/analysis-fixtures.ts';
import { type ApiClient, createApiClient } from '#test/support/api.ts';

/**
 * A smoke run of the service as AWS runs it: a local stack of its own (in memory, free ports) whose
 * functions run from the bundles `cdk synth` builds, each in a worker with its Lambda environment
 * (`startLocalStack({ bundleDir })`, `npm start -- --bundled`). A bundling fault (a module esbuild
 * cannot resolve, a `require` of a file that is not there, a setting a grant does not give) fails
 * here rather than in AWS. Every operation answers its demo request on the freshly seeded demo
 * data, with a response the OpenAPI document accepts (`call` checks each); then reports reach the
 * bundled relay and consumer through operation 7 and are read back as succeeded.
 */
const scratch = mkdtempSync(join(tmpdir(), 'fcs-bundled-'));
let stack: LocalStack | undefined;
let client: ApiClient;

beforeAll(async () => {
  stack = await startLocalStack({
    ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 },
    issuerKeyFile: join(scratch, 'issuer.json'),
    bundleDir: join(scratch, 'bundles'),
  });
  await seedDemo();
  const issuer = stack.issuer;
  client = createApiClient(stack.urls, async () => issuer);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(scratch, { recursive: true, force: true });
  // Starting the stack pointed this process at it; the rest of the run talks to the run's stack.
  Object.assign(process.env, inject('localStack').environment);
});

describe('the local stack, bundled', () => {
  // In the order of the operation table: createReportAnalysisRSV1 queues the analysis getReportAnalysisRSV1 then reads.
  it.each(httpOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers its demo request',
    async (_, operation) => {
      const request = await resolvedDemoRequest(operation.operationId);
      const { status, body } = await client.call(operation.method, request.path, {
        as: request.userId,
        api: operation.api,
        headers: { ...request.headers },
        body: request.body,
      });
      expect(status, JSON.stringify(body)).toBe(request.status);
    },
  );

  it('analyses a PDF, a text file and a CSV through the bundled relay and consumer', async () => {
    const org = demoIds.rsOrganization;
    const reports = [
      await aSubjectFile(org, await aPdf(['Observations', '- Extincteur vide (priorité : haute)'])),
      await aSubjectFile(org, 'Observations\n- Porte coupe-feu bloquée', {
        mimeType: 'text/plain',
        name: 'report.txt',
      }),
      await aSubjectFile(org, 'Observation;Priorité\nIssue de secours encombrée;critique', {
        mimeType: 'text/csv',
        name: 'report.csv',
      }),
    ];
    const analyses = await Promise.all(
      reports.map(async (report) => {
        const queued = await client.call('POST', '/rs/report-analyses/v1/', {
          as: demoIds.rsAdmin,
          body: { type: 'anomalies', reportId: report.id },
        });
        expect(queued.status).toBe(202);
        return settledAnalysis(queued.body.id, demoIds.rsAdmin, client);
      }),
    );
    expect(analyses.map((analysis) => [analysis.status, analysis.result?.anomalies[0]?.text])).toEqual([
      ['succeeded', 'Extincteur vide'],
      ['succeeded', 'Porte coupe-feu bloquée'],
      ['succeeded', 'Issue de secours encombrée'],
    ]);
  });
});
