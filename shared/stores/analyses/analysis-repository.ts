import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { index, onIndex, withoutKeys } from '#shared/stores/db/items.ts';
import { analysisKeys, organizationPartition } from '#shared/stores/db/keys.ts';
import { queryAll } from '#shared/stores/db/query-all.ts';
import type { Analysis, AnalysisError } from '#shared/vocabulary/analyses/analysis.ts';
import { comparableTypes } from '#shared/vocabulary/analyses/analysis.ts';
import { analysisBounds } from '#shared/vocabulary/analyses/bounds.ts';
import type { OutboxItem } from '#shared/vocabulary/analyses/outbox-item.ts';
import { analysableMimeTypes } from '#shared/vocabulary/analyses/subject.ts';
import { outboxItemType } from './outbox-stream.ts';
import type { StoredResult } from './result-store.ts';
import { isSubjectItem, subjectCondition, subjectKey } from './subject-repository.ts';

const analysisItem = (analysis: Analysis) => ({
  ...analysisKeys.analysis(analysis.organizationId, analysis.id),
  itemType: itemTypes.reportAnalysis,
  ...analysis,
});

const outboxItem = (outbox: OutboxItem) => ({
  ...analysisKeys.outbox(outbox.organizationId, outbox.analysisId),
  ...analysisKeys.pendingOutbox(outbox.createdAt, outbox.analysisId),
  itemType: outboxItemType,
  ...outbox,
});

type CreateOutcome =
  | { created: true }
  | { created: false; problem: 'subject_missing' | 'baseline_missing' | 'too_many_active' }
  | { created: false; problem: 'subject_not_analysable'; mimeType: string }
  | { created: false; problem: 'baseline_not_comparable'; baseline: Pick<Analysis, 'type' | 'status'> };

/**
 * The analysis and its outbox item are written in one transaction, together with the checks that
 * make the request valid: the subject exists and holds a file type the analyser reads, and a
 * comparison's baseline is a succeeded analysis with anomalies, and the organization has fewer
 * than `maxActivePerOrganization` analyses queued or running (its count, one more). Either
 * everything is written or nothing is, so a queued analysis always has an outbox item that will
 * become its message, and is always counted.
 */
export const createQueuedAnalysis = async (analysis: Analysis): Promise<CreateOutcome> => {
  const checks = [
    subjectCheck(analysis),
    ...(analysis.fromAnalysisId ? [baselineCheck(analysis.organizationId, analysis.fromAnalysisId)] : []),
  ];
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [...checks, ...queuedAnalysisPuts(analysis), oneMoreActive(analysis.organizationId)],
      }),
    );
    return { created: true };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (error.CancellationReasons?.at(-1)?.Code === 'ConditionalCheckFailed')
      return { created: false, problem: 'too_many_active' };
    const outcome = failedCheckOutcome(analysis, error);
    if (outcome) return outcome;
    throw error;
  }
};

/** The subject exists, is the kind of record the analysis names, and holds a file the analyser reads. */
const subjectCheck = (analysis: Analysis) => {
  const isSubject = subjectCondition(analysis.subject);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: subjectKey(analysis.organizationId, analysis.subject),
      ConditionExpression: `attribute_exists(PK) AND ${isSubject.expression} AND #file.mimeType IN (${analysableMimeTypes.map((_, index) => `:mime${index}`).join(', ')})`,
      ExpressionAttributeNames: { '#file': 'file' } as Record<string, string>,
      ExpressionAttributeValues: {
        ...isSubject.values,
        ...Object.fromEntries(analysableMimeTypes.map((mimeType, index) => [`:mime${index}`, mimeType])),
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
};

/** A comparison's baseline is a succeeded analysis of a comparable type. */
const baselineCheck = (organizationId: string, fromAnalysisId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: analysisKeys.analysis(organizationId, fromAnalysisId),
    ConditionExpression: 'attribute_exists(PK) AND #status = :succeeded AND #type IN (:comparable0, :comparable1)',
    ExpressionAttributeNames: { '#status': 'status', '#type': 'type' } as Record<string, string>,
    ExpressionAttributeValues: {
      ':succeeded': 'succeeded',
      ':comparable0': comparableTypes[0],
      ':comparable1': comparableTypes[1],
    },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  },
});

/**
 * The organization's count of active analyses, one more, unless it has reached
 * `maxActivePerOrganization` (docs/data-model.md, "active analyses count": its writers' rule).
 */
const oneMoreActive = (organizationId: string) => ({
  Update: {
    TableName: tableName(),
    Key: analysisKeys.activeCount(organizationId),
    ConditionExpression: 'attribute_not_exists(active) OR active < :max',
    UpdateExpression: 'SET active = if_not_exists(active, :zero) + :one, itemType = :itemType',
    ExpressionAttributeValues: {
      ':max': analysisBounds.maxActivePerOrganization,
      ':zero': 0,
      ':one': 1,
      ':itemType': itemTypes.activeAnalysesCount,
    },
  },
});

/** The count, one less: written in the same transaction as every end of an analysis, whichever path ends it. */
const oneLessActive = (organizationId: string) => ({
  Update: {
    TableName: tableName(),
    Key: analysisKeys.activeCount(organizationId),
    // A count never written reads as one here, so that the end of an analysis queued before it existed leaves 0.
    UpdateExpression: 'SET active = if_not_exists(active, :one) - :one, itemType = :itemType',
    ExpressionAttributeValues: { ':one': 1, ':itemType': itemTypes.activeAnalysesCount },
  },
});

/** How many of the organization's analyses the count says are queued or running (0 when it was never written). */
export const findActiveCount = async (organizationId: string): Promise<number> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: analysisKeys.activeCount(organizationId) }),
  );
  return (Item?.active as number | undefined) ?? 0;
};

/**
 * The count recomputed from the analyses themselves, those `queued` or `running` (one Query of
 * the organization's `ANALYSIS#` items, their status only), for the derived-data check.
 */
export const recountActiveAnalyses = async (organizationId: string): Promise<number> => {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ProjectionExpression: '#status',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': organizationPartition(organizationId), ':prefix': 'ANALYSIS#' },
    ConsistentRead: true,
  });
  return items.filter((item) => item.status === 'queued' || item.status === 'running').length;
};

const queuedAnalysisPuts = (analysis: Analysis) => [
  { Put: { TableName: tableName(), Item: analysisItem(analysis), ConditionExpression: 'attribute_not_exists(PK)' } },
  {
    Put: {
      TableName: tableName(),
      Item: outboxItem({
        analysisId: analysis.id,
        organizationId: analysis.organizationId,
        createdAt: analysis.createdAt,
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
];

/**
 * Which of the checks failed, read from the cancellation reasons (in the order of the transaction's
 * items: subject, then baseline); undefined when neither did, which is no outcome the caller knows.
 */
const failedCheckOutcome = (analysis: Analysis, error: TransactionCanceledException): CreateOutcome | undefined => {
  const [subject, baseline] = (error.CancellationReasons ?? []).map((reason) =>
    reason.Code === 'ConditionalCheckFailed' ? { old: reason.Item ? unmarshall(reason.Item) : undefined } : undefined,
  );
  if (subject) {
    // Another kind of record under that id, or a deleted one, is no subject at all.
    if (!subject.old || !isSubjectItem(analysis.subject, subject.old))
      return { created: false, problem: 'subject_missing' };
    const file = subject.old.file as { mimeType?: string } | null | undefined;
    return { created: false, problem: 'subject_not_analysable', mimeType: file?.mimeType ?? 'none (no file)' };
  }
  if (baseline && analysis.fromAnalysisId) {
    return baseline.old
      ? {
          created: false,
          problem: 'baseline_not_comparable',
          baseline: { type: baseline.old.type, status: baseline.old.status },
        }
      : { created: false, problem: 'baseline_missing' };
  }
  return undefined;
};

export const findAnalysis = async (organizationId: string, analysisId: string): Promise<Analysis | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: analysisKeys.analysis(organizationId, analysisId) }),
  );
  return Item ? withoutKeys<Analysis>(Item) : undefined;
};

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/**
 * Claims the analysis for one delivery: `queued` becomes `running`, or a `running` analysis whose
 * previous claim can no longer be alive is taken over. Returns undefined when another delivery
 * holds it or it is finished, which makes every further delivery of the same message a no-op. A
 * claim by the message's last delivery is put on the index of final claims (GSI2, by when its
 * lease runs out): if that delivery dies, no other comes, and the sweep ends the analysis.
 */
export const claimAnalysis = async (
  organizationId: string,
  analysisId: string,
  now: Date,
  leaseExpiresAt: number,
  lastDelivery: boolean,
): Promise<Analysis | undefined> => {
  const finalClaim = lastDelivery ? analysisKeys.finalClaim(leaseExpiresAt, analysisId) : undefined;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.analysis(organizationId, analysisId),
        ConditionExpression:
          'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseExpiresAt < :nowMillis))',
        UpdateExpression: `SET #status = :running, attempt = attempt + :one, leaseExpiresAt = :lease, startedAt = :now, updatedAt = :now${finalClaim ? ', GSI2PK = :finalPk, GSI2SK = :finalSk' : ' REMOVE GSI2PK, GSI2SK'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':queued': 'queued',
          ':running': 'running',
          ':nowMillis': now.getTime(),
          ':one': 1,
          ':lease': leaseExpiresAt,
          ':now': now.toISOString(),
          ...(finalClaim && { ':finalPk': finalClaim.GSI2PK, ':finalSk': finalClaim.GSI2SK }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<Analysis>(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

type Completion = ({ status: 'succeeded' } & StoredResult) | { status: 'failed'; error: AnalysisError };

/**
 * Ends the analysis, only from the claim that is still current: a delivery that was overtaken
 * (its lease expired and another took over) cannot overwrite the newer attempt; the
 * organization's count of active analyses is one less in the same transaction. Returns whether
 * this call ended it.
 */
export const completeAnalysis = (
  analysis: Pick<Analysis, 'organizationId' | 'id' | 'attempt'>,
  completion: Completion,
  now: Date,
): Promise<boolean> =>
  endWithCount(analysis.organizationId, {
    Key: analysisKeys.analysis(analysis.organizationId, analysis.id),
    ConditionExpression: '#status = :running AND attempt = :attempt',
    UpdateExpression:
      'SET #status = :status, #result = :result, resultObject = :resultObject, #error = :error, completedAt = :now, updatedAt = :now, leaseExpiresAt = :none REMOVE GSI2PK, GSI2SK',
    ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#error': 'error' },
    ExpressionAttributeValues: {
      ':running': 'running',
      ':attempt': analysis.attempt,
      ':status': completion.status,
      ':result': completion.status === 'succeeded' ? completion.result : null,
      ':resultObject': completion.status === 'succeeded' ? completion.resultObject : null,
      ':error': completion.status === 'failed' ? completion.error : null,
      ':now': now.toISOString(),
      ':none': null,
    },
  });

/**
 * The conditional update that ends an analysis, with its organization's count of active analyses
 * one less, in one transaction: whether the condition held and so this call ended it.
 */
const endWithCount = (
  organizationId: string,
  update: {
    Key: Record<string, string>;
    ConditionExpression: string;
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
): Promise<boolean> =>
  conditionHeld(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [{ Update: { TableName: tableName(), ...update } }, oneLessActive(organizationId)],
      }),
    ),
  );

/**
 * Gives up the current claim after a failure another attempt may fix, so that the message's next
 * delivery can take the analysis over at once instead of waiting for the lease to run out.
 */
export const releaseClaim = async (analysis: Pick<Analysis, 'organizationId' | 'id' | 'attempt'>): Promise<void> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.analysis(analysis.organizationId, analysis.id),
        ConditionExpression: '#status = :running AND attempt = :attempt',
        UpdateExpression: 'SET leaseExpiresAt = :expired',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':attempt': analysis.attempt, ':expired': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Outbox items whose message is still to be sent, oldest first: one Query on their index
 * (`GSI2PK=ANALYSIS_OUTBOX`, sorted by creation time, then analysis id), from the start or from
 * after the item given.
 */
export const listPendingOutbox = async (
  limit: number,
  after?: Pick<OutboxItem, 'createdAt' | 'analysisId'>,
): Promise<OutboxItem[]> => {
  const { IndexName, KeyConditionExpression, ExpressionAttributeValues } = onIndex(
    'GSI2',
    analysisKeys.pendingOutboxPartition,
  );
  const from = after && analysisKeys.pendingOutbox(after.createdAt, after.analysisId).GSI2SK;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName,
      KeyConditionExpression: from
        ? `${KeyConditionExpression} AND ${index('GSI2').sk} > :from`
        : KeyConditionExpression,
      ExpressionAttributeValues: { ...ExpressionAttributeValues, ...(from && { ':from': from }) },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys<OutboxItem>(item));
};

/**
 * Ends an analysis whose message was never sent `failed` and deletes its outbox item, in one
 * transaction, if the analysis is still `queued`; otherwise (a message that did go out may have
 * started it, or it is gone) deletes the outbox item only: nothing is left to send. Returns whether
 * this call ended the analysis.
 */
export const failUnsentAnalysis = async (item: OutboxItem, error: AnalysisError, now: Date): Promise<boolean> => {
  const ended = await conditionHeld(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: analysisKeys.analysis(item.organizationId, item.analysisId),
              ConditionExpression: '#status = :queued',
              UpdateExpression: 'SET #status = :failed, #error = :error, completedAt = :now, updatedAt = :now',
              ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
              ExpressionAttributeValues: {
                ':queued': 'queued',
                ':failed': 'failed',
                ':error': error,
                ':now': now.toISOString(),
              },
            },
          },
          { Delete: { TableName: tableName(), Key: analysisKeys.outbox(item.organizationId, item.analysisId) } },
          oneLessActive(item.organizationId),
        ],
      }),
    ),
  );
  if (!ended) await deleteOutboxItem(item);
  return ended;
};

export const findOutboxItem = async (organizationId: string, analysisId: string): Promise<OutboxItem | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: analysisKeys.outbox(organizationId, analysisId) }),
  );
  return Item ? withoutKeys<OutboxItem>(Item) : undefined;
};

export const deleteOutboxItem = async (item: Pick<OutboxItem, 'organizationId' | 'analysisId'>): Promise<void> => {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: analysisKeys.outbox(item.organizationId, item.analysisId) }),
  );
};

/** An analysis claimed by its message's last delivery, by when that claim's lease runs out. */
interface FinalClaim {
  organizationId: string;
  analysisId: string;
  /** The claim's place on the index, which only this claim wrote. */
  claimKey: string;
}

/**
 * Final claims whose lease ran out before `now`, oldest first: one Query on their index
 * (`GSI2PK=ANALYSIS_FINAL_CLAIM`, sorted by lease end). A finished analysis leaves the index, so
 * each one here is an analysis whose last delivery died (a timeout, out of memory).
 */
export const listAbandonedFinalClaims = async (limit: number, now: Date): Promise<FinalClaim[]> => {
  const { IndexName, KeyConditionExpression, ExpressionAttributeValues } = onIndex(
    'GSI2',
    analysisKeys.finalClaimPartition,
  );
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName,
      KeyConditionExpression: `${KeyConditionExpression} AND ${index('GSI2').sk} < :before`,
      ExpressionAttributeValues: { ...ExpressionAttributeValues, ':before': now.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => ({
    organizationId: item.organizationId as string,
    analysisId: item.id as string,
    claimKey: item.GSI2SK as string,
  }));
};

/**
 * Ends `failed` an analysis whose last delivery died, if it is still running under that claim,
 * with its organization's count one less, in one transaction. Returns whether this call ended it.
 */
export const failAbandonedClaim = (claim: FinalClaim, error: AnalysisError, now: Date): Promise<boolean> =>
  endWithCount(claim.organizationId, {
    Key: analysisKeys.analysis(claim.organizationId, claim.analysisId),
    ConditionExpression: '#status = :running AND GSI2SK = :claimKey AND leaseExpiresAt < :nowMillis',
    UpdateExpression:
      'SET #status = :failed, #error = :error, completedAt = :now, updatedAt = :now, leaseExpiresAt = :none REMOVE GSI2PK, GSI2SK',
    ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
    ExpressionAttributeValues: {
      ':running': 'running',
      ':claimKey': claim.claimKey,
      ':nowMillis': now.getTime(),
      ':failed': 'failed',
      ':error': error,
      ':now': now.toISOString(),
      ':none': null,
    },
  });
