import { randomUUID } from 'node:crypto';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#functions/analyses/consume-analyses.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { completeAnalysis, findAnalysis } from '#shared/stores/analyses/analysis-repository.ts';
import { db } from '#shared/stores/db/client.ts';
import { ruleBasedAnalyser } from '#shared/use-cases/analyses/rule-based/rule-based-analyser.ts';
import type { Analysis } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { anAnalysisRecord, aPdf, aSubjectFile, messageFor, sqsEvent } from '#test/support/analysis-fixtures.ts';
import { call } from '#test/support/api.ts';

/**
 * The consumer invoked directly, as Lambda would, on analyses written without an outbox item, so
 * that the local stack never sends their messages and each test controls every delivery.
 */
const org = demoIds.rsOrganization;
const invoke = (event: ReturnType<typeof sqsEvent>) => handler(event, lambdaContext('consumeReportAnalyses', 60_000));

const aQueuedAnalysisOfAReport = async (overrides: Partial<Analysis> = {}) => {
  const file = await aSubjectFile(org, await aPdf(['Observations', '- Extincteur vide (priorité : haute)']));
  return anAnalysisRecord(org, { subject: { kind: 'report', id: file.id }, ...overrides });
};

const throttled = () =>
  new S3ServiceException({
    name: 'SlowDown',
    $fault: 'client',
    $metadata: { httpStatusCode: 503 },
    message: 'Reduce your request rate',
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analysis queue consumer', () => {
  it('analyses a message delivered twice only once, in the same batch or later', async () => {
    const analysis = await aQueuedAnalysisOfAReport();
    const runs = vi.spyOn(ruleBasedAnalyser, 'anomalies');
    const first = await invoke(sqsEvent([{ body: messageFor(analysis) }, { body: messageFor(analysis) }]));
    expect(first.batchItemFailures).toEqual([]);
    const done = await findAnalysis(org, analysis.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      result: { anomalies: [expect.objectContaining({ text: 'Extincteur vide' })] },
    });

    const again = await invoke(sqsEvent([{ body: messageFor(analysis), receiveCount: 2 }]));
    expect(again.batchItemFailures).toEqual([]);
    expect(runs).toHaveBeenCalledTimes(1);
    expect(await findAnalysis(org, analysis.id)).toEqual(done);
  });

  it('reports only the failed message of a batch', async () => {
    const good = await aQueuedAnalysisOfAReport();
    const poisonId = randomUUID();
    const missingAnalysis = { organizationId: org, id: randomUUID() };
    const response = await invoke(
      sqsEvent([
        { body: messageFor(good) },
        { body: 'not json', messageId: poisonId },
        { body: messageFor(missingAnalysis) },
      ]),
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: poisonId }]);
    expect((await findAnalysis(org, good.id))?.status).toBe('succeeded');
  });

  it('reports a message that is JSON but no analysis message', async () => {
    const id = randomUUID();
    const response = await invoke(sqsEvent([{ body: JSON.stringify({ analysisId: 'x' }), messageId: id }]));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: id }]);
  });

  it('ends an analysis failed, with the reason, when its file cannot be read; the message is done', async () => {
    const missingFile = await aSubjectFile(org, '', { upload: false, mimeType: 'text/plain' });
    const notAPdf = await aSubjectFile(org, 'plain text, not a PDF');
    const outsideTheOrganization = await aSubjectFile(org, 'x', {
      mimeType: 'text/plain',
      storageKey: `org/${randomUUID()}/reports/x`,
    });
    const cases = [
      [await anAnalysisRecord(org, { subject: { kind: 'report', id: missingFile.id } }), 'file_not_found'],
      [await anAnalysisRecord(org, { subject: { kind: 'report', id: notAPdf.id } }), 'unreadable_file'],
      [await anAnalysisRecord(org, { subject: { kind: 'report', id: outsideTheOrganization.id } }), 'file_not_found'],
      [await anAnalysisRecord(org, { subject: { kind: 'inboxItem', id: randomUUID() } }), 'subject_not_found'],
      [await aQueuedAnalysisOfAReport({ type: 'comparison', fromAnalysisId: randomUUID() }), 'baseline_not_found'],
    ] as const;
    const response = await invoke(sqsEvent(cases.map(([analysis]) => ({ body: messageFor(analysis) }))));
    expect(response.batchItemFailures).toEqual([]);
    for (const [analysis, code] of cases) {
      expect(await findAnalysis(org, analysis.id), code).toMatchObject({
        status: 'failed',
        result: null,
        error: { code, message: expect.any(String) },
        completedAt: expect.any(String),
      });
    }
  });

  it('redelivers after an error another attempt may fix, and the next delivery takes the analysis over', async () => {
    const analysis = await aQueuedAnalysisOfAReport();
    vi.spyOn(ruleBasedAnalyser, 'anomalies').mockRejectedValueOnce(throttled());
    const message = { body: messageFor(analysis), messageId: randomUUID() };
    expect((await invoke(sqsEvent([message]))).batchItemFailures).toEqual([{ itemIdentifier: message.messageId }]);
    expect(await findAnalysis(org, analysis.id)).toMatchObject({ status: 'running', attempt: 1, leaseExpiresAt: 0 });

    expect((await invoke(sqsEvent([{ ...message, receiveCount: 2 }]))).batchItemFailures).toEqual([]);
    expect(await findAnalysis(org, analysis.id)).toMatchObject({ status: 'succeeded', attempt: 2 });
  });

  it('ends the analysis failed on the last delivery before the message goes to the dead-letter queue', async () => {
    const analysis = await aQueuedAnalysisOfAReport();
    vi.spyOn(ruleBasedAnalyser, 'anomalies').mockRejectedValue(throttled());
    const message = {
      body: messageFor(analysis),
      messageId: randomUUID(),
      receiveCount: analysisDelivery.maxReceiveCount,
    };
    expect((await invoke(sqsEvent([message]))).batchItemFailures).toEqual([{ itemIdentifier: message.messageId }]);
    expect(await findAnalysis(org, analysis.id)).toMatchObject({
      status: 'failed',
      error: { code: 'attempts_exhausted' },
    });
  });

  it('leaves an analysis another delivery is running alone, and takes over one whose claim has run out', async () => {
    const live = await aQueuedAnalysisOfAReport({ status: 'running', attempt: 1, leaseExpiresAt: Date.now() + 60_000 });
    const expired = await aQueuedAnalysisOfAReport({ status: 'running', attempt: 1, leaseExpiresAt: Date.now() - 1 });
    const response = await invoke(sqsEvent([{ body: messageFor(live) }, { body: messageFor(expired) }]));
    expect(response.batchItemFailures).toEqual([]);
    expect(await findAnalysis(org, live.id)).toEqual(live);
    expect(await findAnalysis(org, expired.id)).toMatchObject({ status: 'succeeded', attempt: 2 });
  });

  it('never moves a status backwards: finished analyses stay as they are, and an overtaken attempt cannot finish', async () => {
    const failed = await aQueuedAnalysisOfAReport({
      status: 'failed',
      attempt: 1,
      error: { code: 'file_not_found', message: 'gone' },
    });
    expect((await invoke(sqsEvent([{ body: messageFor(failed) }]))).batchItemFailures).toEqual([]);
    expect(await findAnalysis(org, failed.id)).toEqual(failed);

    const overtaken = await aQueuedAnalysisOfAReport({
      status: 'running',
      attempt: 2,
      leaseExpiresAt: Date.now() + 60_000,
    });
    expect(
      await completeAnalysis(
        { ...overtaken, attempt: 1 },
        { status: 'succeeded', result: { anomalies: [] }, resultObject: null },
        new Date(),
      ),
    ).toBe(false);
    expect(await findAnalysis(org, overtaken.id)).toEqual(overtaken);
    const queued = await aQueuedAnalysisOfAReport();
    expect(
      await completeAnalysis(
        { ...queued, attempt: 0 },
        { status: 'succeeded', result: { anomalies: [] }, resultObject: null },
        new Date(),
      ),
    ).toBe(false);
    expect((await findAnalysis(org, queued.id))?.status).toBe('queued');
  });

  it('ends the analysis failed at once, on its first delivery, when no retry can fix the error', async () => {
    const refusedByTheTable = await aQueuedAnalysisOfAReport();
    const send = db().send.bind(db());
    vi.spyOn(db(), 'send').mockImplementation(((command: {
      input: { TransactItems?: { Update?: { ExpressionAttributeValues?: Record<string, unknown> } }[] };
    }) => {
      // The completion is a transaction: the analysis's update, and its organization's count of active analyses.
      if (command.input.TransactItems?.[0]?.Update?.ExpressionAttributeValues?.[':status'] === 'succeeded') {
        return Promise.reject(
          new DynamoDBServiceException({
            name: 'ValidationException',
            $fault: 'client',
            $metadata: { httpStatusCode: 400 },
            message: 'Item size has exceeded the maximum allowed size',
          }),
        );
      }
      return send(command as never);
    }) as never);
    const message = { body: messageFor(refusedByTheTable), messageId: randomUUID() };
    expect((await invoke(sqsEvent([message]))).batchItemFailures).toEqual([]);
    expect(await findAnalysis(org, refusedByTheTable.id)).toMatchObject({
      status: 'failed',
      attempt: 1,
      error: { code: 'internal_error' },
    });
    vi.restoreAllMocks();

    const faultInOurCode = await aQueuedAnalysisOfAReport();
    vi.spyOn(ruleBasedAnalyser, 'anomalies').mockRejectedValueOnce(
      new TypeError("Cannot read properties of undefined (reading 'text')"),
    );
    expect((await invoke(sqsEvent([{ body: messageFor(faultInOurCode) }]))).batchItemFailures).toEqual([]);
    expect(await findAnalysis(org, faultInOurCode.id)).toMatchObject({
      status: 'failed',
      attempt: 1,
      error: { code: 'internal_error' },
    });
  });

  it('keeps a result larger than a table item in the bucket, served by the API and read back as a baseline', async () => {
    const observation = (n: number) =>
      `- Équipement n° ${n} : dégât constaté à l'étage, réparé à côté ; ${'été à côté, dégâts élevés ; '.repeat(40)}`.slice(
        0,
        990,
      );
    const report = ['Observations', ...Array.from({ length: 300 }, (_, n) => observation(n))].join('\n');
    const file = await aSubjectFile(org, report, { mimeType: 'text/plain', name: 'report.txt' });
    const large = await anAnalysisRecord(org, { subject: { kind: 'report', id: file.id } });
    expect((await invoke(sqsEvent([{ body: messageFor(large) }]))).batchItemFailures).toEqual([]);
    const stored = await findAnalysis(org, large.id);
    expect(stored).toMatchObject({
      status: 'succeeded',
      result: null,
      resultObject: { storageKey: `org/${org}/analyses/${large.id}/result-1.json` },
    });
    expect(stored!.resultObject!.bytes).toBeGreaterThan(400 * 1024);

    const { status, body } = await call('GET', `/rs/report-analyses/v1/${large.id}`, { as: demoIds.rsViewer });
    expect(status).toBe(200);
    expect(body.result.anomalies).toHaveLength(300);
    expect(body.result.anomalies[299].text).toBe(observation(299).slice(2));

    const comparison = await anAnalysisRecord(org, {
      type: 'comparison',
      subject: { kind: 'report', id: file.id },
      fromAnalysisId: large.id,
    });
    expect((await invoke(sqsEvent([{ body: messageFor(comparison) }]))).batchItemFailures).toEqual([]);
    const compared = (await call('GET', `/rs/report-analyses/v1/${comparison.id}`, { as: demoIds.rsViewer })).body;
    expect(compared).toMatchObject({ status: 'succeeded', error: null });
    expect([compared.result.new.length, compared.result.stillPresent.length, compared.result.gone.length]).toEqual([
      0, 300, 0,
    ]);
  });
});
