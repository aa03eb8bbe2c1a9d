import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as consume } from '#functions/analyses/consume-analyses.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { ensureTable } from '#infra/local/provision.ts';
import {
  claimAnalysis,
  completeAnalysis,
  failUnsentAnalysis,
  findActiveCount,
  findAnalysis,
  recountActiveAnalyses,
} from '#shared/stores/analyses/analysis-repository.ts';
import { s3 } from '#shared/stores/aws/s3.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { queueAnalysis } from '#shared/use-cases/analyses/queue-analysis.ts';
import { sweepOutbox } from '#shared/use-cases/analyses/sweep-outbox.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import { analysisDelivery, outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import type { OrganizationIdentity } from '#shared/vocabulary/auth/identity.ts';
import { HttpError } from '#shared/vocabulary/errors.ts';
import { analysisItemsOf, aSubjectFile, messageFor, sqsEvent } from '#test/support/analysis-fixtures.ts';

/**
 * Every analysis ends, and an organization has a bounded number queued or running (docs/analyses.md,
 * Bounds), on a table of its own that no local relay or consumer reads: the test makes every
 * delivery itself, and a consumer "dies" (a timeout, out of memory) by never returning.
 */
const isolated = `analysis-ending-${randomUUID()}`;
const savedTable = process.env[envNames.tableName];
const dynamodb = new DynamoDBClient({});

beforeAll(async () => {
  await ensureTable(dynamodb, isolated);
  process.env[envNames.tableName] = isolated;
});

afterAll(async () => {
  process.env[envNames.tableName] = savedTable;
  await dynamodb.send(new DeleteTableCommand({ TableName: isolated }));
  dynamodb.destroy();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const anOrganization = (): OrganizationIdentity => ({
  kind: 'organization',
  userId: randomUUID(),
  organizationId: randomUUID(),
  organizationType: 'rs',
  role: 'admin',
});

const aReport = (caller: OrganizationIdentity) =>
  aSubjectFile(caller.organizationId, 'Observations\n- Extincteur vide', { mimeType: 'text/plain' });

/**
 * A delivery whose consumer never returns, as one that Lambda stops (a timeout, out of memory):
 * the read of the file never answers. Its lease ends with the invocation, 1 s after it starts.
 */
const dyingDelivery = (analysis: { organizationId: string; id: string }, receiveCount: number) => {
  vi.spyOn(s3(), 'send').mockReturnValueOnce(new Promise(() => undefined) as never);
  // At the end of its time middy abandons the invocation, as Lambda would, with nothing written.
  consume(sqsEvent([{ body: messageFor(analysis), receiveCount }]), lambdaContext('consumeReportAnalyses', 1000)).catch(
    () => undefined,
  );
};

const until = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; !(await condition()); tries += 1) {
    if (tries > 100) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const sweepAt = (at: Date) =>
  sweepOutbox(
    { staleAfterSeconds: outboxDelivery.staleAfterSeconds, giveUpAfterSeconds: outboxDelivery.giveUpAfterSeconds },
    () => true,
    at,
  );

describe('every analysis ends', () => {
  it('ends failed, attempts_exhausted, an analysis whose consumer dies on every delivery, the last one included', async () => {
    const caller = anOrganization();
    const { id } = await queueAnalysis(caller, { type: 'anomalies', reportId: (await aReport(caller)).id });
    const analysis = { organizationId: caller.organizationId, id };
    for (let receiveCount = 1; receiveCount <= analysisDelivery.maxReceiveCount; receiveCount += 1) {
      dyingDelivery(analysis, receiveCount);
      await until(async () => (await findAnalysis(analysis.organizationId, id))?.attempt === receiveCount);
      // Its lease runs out with the invocation: the next delivery may take it over, and a sweep in between ends nothing.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      if (receiveCount < analysisDelivery.maxReceiveCount) {
        expect(await sweepAt(new Date())).toMatchObject({ failed: 0 });
        expect((await findAnalysis(analysis.organizationId, id))?.status).toBe('running');
      }
    }
    // The message goes to the dead-letter queue; no delivery follows. The next sweep ends the analysis.
    expect(await sweepAt(new Date())).toMatchObject({ failed: 1 });
    expect(await findAnalysis(analysis.organizationId, id)).toMatchObject({
      status: 'failed',
      attempt: analysisDelivery.maxReceiveCount,
      error: { code: 'attempts_exhausted' },
    });
    expect(await findActiveCount(caller.organizationId)).toBe(0);
    expect(await sweepAt(new Date())).toMatchObject({ failed: 0 });
  });
});

describe('analyses queued or running at once, per organization', () => {
  it('accepts exactly maxActivePerOrganization of concurrent requests and answers the others 429 with Retry-After, writing nothing', async () => {
    const caller = anOrganization();
    const report = await aReport(caller);
    const extra = 5;
    const outcomes = await Promise.allSettled(
      Array.from({ length: analysisBounds.maxActivePerOrganization + extra }, () =>
        queueAnalysis(caller, { type: 'anomalies', reportId: report.id }),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(accepted).toHaveLength(analysisBounds.maxActivePerOrganization);
    expect(refused).toHaveLength(extra);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 429,
        code: 'too_many_requests',
        headers: { 'retry-after': String(analysisBounds.retryAfterSeconds) },
      });
    }
    const items = await analysisItemsOf(caller.organizationId);
    expect(items.filter((item) => item.itemType === 'reportAnalysis')).toHaveLength(
      analysisBounds.maxActivePerOrganization,
    );
    expect(await findActiveCount(caller.organizationId)).toBe(analysisBounds.maxActivePerOrganization);
    expect(await recountActiveAnalyses(caller.organizationId)).toBe(analysisBounds.maxActivePerOrganization);
  });

  it('counts one less on every end, so that the next request is accepted again and the count never drifts', async () => {
    const caller = anOrganization();
    const report = await aReport(caller);
    const ids: string[] = [];
    for (let index = 0; index < analysisBounds.maxActivePerOrganization; index += 1)
      ids.push((await queueAnalysis(caller, { type: 'anomalies', reportId: report.id })).id);
    await expect(queueAnalysis(caller, { type: 'anomalies', reportId: report.id })).rejects.toMatchObject({
      status: 429,
    });
    const [finished, neverSent, ...racing] = ids as [string, string, ...string[]];
    const org = caller.organizationId;
    // Finished by the consumer; never sent (the sweep); and the rest claimed and finished while new requests race them.
    const claimed = await claimAnalysis(org, finished, new Date(), Date.now() + 60_000, false);
    await completeAnalysis(claimed!, { status: 'failed', error: { code: 'internal_error', message: 'x' } }, new Date());
    const analysis = (await findAnalysis(org, neverSent))!;
    await failUnsentAnalysis(
      { organizationId: org, analysisId: neverSent, createdAt: analysis.createdAt },
      { code: 'internal_error', message: 'x' },
      new Date(),
    );
    const ending = racing.slice(0, 5).map(async (id) => {
      const running = await claimAnalysis(org, id, new Date(), Date.now() + 60_000, false);
      await completeAnalysis(
        running!,
        { status: 'failed', error: { code: 'internal_error', message: 'x' } },
        new Date(),
      );
    });
    const requests = Array.from({ length: 10 }, () =>
      queueAnalysis(caller, { type: 'anomalies', reportId: report.id }),
    );
    await Promise.allSettled([...ending, ...requests]);
    expect(await findActiveCount(org)).toBe(await recountActiveAnalyses(org));
    expect(await findActiveCount(org)).toBeLessThanOrEqual(analysisBounds.maxActivePerOrganization);
    expect(await findActiveCount(org)).toBeGreaterThanOrEqual(analysisBounds.maxActivePerOrganization - 7 + 2);
  });
});

describe('the time of one analysis', () => {
  it('ends file_too_complex, not with its consumer, an analysis whose invocation leaves it no time for its work', async () => {
    const caller = anOrganization();
    const { id } = await queueAnalysis(caller, { type: 'anomalies', reportId: (await aReport(caller)).id });
    const response = await consume(
      sqsEvent([{ body: messageFor({ organizationId: caller.organizationId, id }) }]),
      lambdaContext('consumeReportAnalyses', analysisBounds.finishReserveSeconds * 1000 - 1000),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(await findAnalysis(caller.organizationId, id)).toMatchObject({
      status: 'failed',
      error: { code: 'file_too_complex', message: expect.stringContaining('did not finish') },
    });
    expect(await findActiveCount(caller.organizationId)).toBe(0);
  });
});
