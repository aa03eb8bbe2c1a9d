import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#shared/stores/db/client.ts';
import { conditionHeld } from '#shared/stores/db/condition-held.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { withoutKeys } from '#shared/stores/db/items.ts';
import { keys } from '#shared/stores/db/keys.ts';
import type { CatalogueError } from '#shared/vocabulary/catalogue-format/catalogue-error.ts';
import { type ImportJob, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';

/**
 * Import jobs (docs/import-jobs.md). Writers: the job's creation, its start (awaitingUpload →
 * queued), and the one worker that holds its step (queued/running → running, progress, the end).
 * Each state change is conditioned on the state it leaves, so a redelivered step never reopens a
 * finished job.
 */
export const createImportJob = async (job: ImportJob): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.importJob(job.id), itemType: itemTypes.importJob, ...job },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
};

export const findImportJob = async (jobId: string): Promise<ImportJob | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.importJob(jobId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<ImportJob>(Item) : undefined;
};

const update = (jobId: string, set: Record<string, unknown>, condition: string, values: Record<string, unknown> = {}) =>
  conditionHeld(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.importJob(jobId),
        UpdateExpression: `SET ${Object.keys(set)
          .map((_name, index) => `#s${index} = :s${index}`)
          .join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: {
          '#state': 'state',
          ...Object.fromEntries(Object.keys(set).map((name, index) => [`#s${index}`, name])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.values(set).map((value, index) => [`:s${index}`, value])),
          ...values,
        },
      }),
    ),
  );

/** awaitingUpload → queued; false when the job had been started already. */
export const markImportQueued = (jobId: string, now: string): Promise<boolean> =>
  update(jobId, { state: 'queued', startedAt: now, updatedAt: now }, '#state = :awaiting', {
    ':awaiting': 'awaitingUpload',
  });

/** queued → awaitingUpload, when the first step could not be sent: the job can be started again. */
export const unmarkImportQueued = async (jobId: string): Promise<void> => {
  await update(jobId, { state: 'awaitingUpload', startedAt: null }, '#state = :queued AND steps = :none', {
    ':queued': 'queued',
    ':none': 0,
  });
};

/** A worker takes the next step: the job as it now is, or undefined when it is finished (a step delivered again after the end). */
export const beginImportStep = async (jobId: string, now: string): Promise<ImportJob | undefined> => {
  let job: ImportJob | undefined;
  await conditionHeld(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.importJob(jobId),
        UpdateExpression: 'SET #state = :running, updatedAt = :now ADD steps :one',
        ConditionExpression: '#state IN (:queued, :running)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':now': now, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    job = Attributes && withoutKeys<ImportJob>(Attributes);
  });
  return job;
};

/** What the worker learnt of the file, and how far the writing is. */
export const recordImportProgress = (
  jobId: string,
  progress: Partial<Pick<ImportJob, 'organizationId' | 'fileSha256' | 'fileEtag'>> & {
    total?: number;
    written?: number;
  },
  now: string,
): Promise<boolean> =>
  update(
    jobId,
    {
      updatedAt: now,
      ...(progress.organizationId !== undefined && { organizationId: progress.organizationId }),
      ...(progress.fileSha256 !== undefined && { fileSha256: progress.fileSha256 }),
      ...(progress.fileEtag !== undefined && { fileEtag: progress.fileEtag }),
      ...(progress.total !== undefined && progress.written !== undefined
        ? { records: { total: progress.total, written: progress.written } }
        : {}),
    },
    '#state = :running',
    { ':running': 'running' },
  );

/**
 * A value of the file's cut to `maxValueChars`, a lone surrogate made U+FFFD (DynamoDB refuses text
 * that is not UTF-8, and a file's own field names may hold one), never splitting a pair.
 */
const boundedText = (text: string): string => {
  const whole = text.replace(/\p{Surrogate}/gu, '\uFFFD');
  if (whole.length <= importJobLimits.maxValueChars) return whole;
  const cut = importJobLimits.maxValueChars - 1;
  const end = /[\uD800-\uDBFF]/.test(whole.charAt(cut - 1)) ? cut - 1 : cut;
  return `${whole.slice(0, end)}…`;
};

/** A problem with its field and message cut (its rule is one of the check's own names). */
const boundedProblem = ({ recordIndex, field, rule, message }: CatalogueError): CatalogueError => ({
  ...(recordIndex !== undefined && { recordIndex }),
  field: boundedText(field),
  rule,
  message: boundedText(message),
});

/**
 * The first problems, each value cut, as many as `maxListedProblems` and `maxProblemBytes` let the
 * job item hold; the count of all is kept beside them.
 */
const boundedProblems = (problems: readonly CatalogueError[]): CatalogueError[] => {
  const kept: CatalogueError[] = [];
  let bytes = 0;
  for (const problem of problems.slice(0, importJobLimits.maxListedProblems)) {
    const bounded = boundedProblem(problem);
    bytes += Buffer.byteLength(JSON.stringify(bounded));
    if (bytes > importJobLimits.maxProblemBytes) break;
    kept.push(bounded);
  }
  return kept;
};

/** The end of a job, once: succeeded, or failed with the file's problems or another reason. */
export const finishImportJob = (
  jobId: string,
  outcome:
    | { state: 'succeeded'; records: number }
    | { state: 'failed'; problems?: readonly CatalogueError[]; problemCount?: number; failure?: string },
  now: string,
): Promise<boolean> => {
  const set =
    outcome.state === 'succeeded'
      ? { state: 'succeeded', records: { total: outcome.records, written: outcome.records } }
      : {
          state: 'failed',
          problems: boundedProblems(outcome.problems ?? []),
          problemCount: outcome.problemCount ?? outcome.problems?.length ?? 0,
          failure: outcome.failure === undefined ? null : boundedText(outcome.failure),
        };
  return update(jobId, { ...set, finishedAt: now, updatedAt: now }, '#state IN (:queued, :running)', {
    ':queued': 'queued',
    ':running': 'running',
  });
};
