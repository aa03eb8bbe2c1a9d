import * as z from 'zod/mini';
import { integer, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { queryInteger } from '#shared/vocabulary/formats/query.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import {
  type ImportJob,
  importJobLimits,
  importJobStates,
  partSizesOf,
} from '#shared/vocabulary/imports/import-job.ts';

/** The most parts a file can have: one of the largest size. */
const maxPartCount = partSizesOf(importJobLimits.maxFileBytes).length;

/** What a back-office user says of the file they will upload: its size, which the upload must match. */
export const newImportJobSchema = z.strictObject({ size: integer(1, importJobLimits.maxFileBytes) });
nameSchema(newImportJobSchema, 'NewImportJob');

const problemSchema = z.strictObject({
  recordIndex: z.optional(z.number()),
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
nameSchema(problemSchema, 'ImportProblem');

/** An import job as the API shows it. */
export const importJobViewSchema = z.strictObject({
  id: uuid,
  state: z.enum(importJobStates),
  createdBy: uuid,
  createdAt: timestamp,
  startedAt: z.nullable(timestamp),
  finishedAt: z.nullable(timestamp),
  fileSize: z.number(),
  fileSha256: z.nullable(z.string()),
  organizationId: z.nullable(uuid),
  records: z.strictObject({ total: z.nullable(z.number()), written: z.number() }),
  steps: z.number(),
  problems: z.array(problemSchema),
  problemCount: z.number(),
  failure: z.nullable(z.string()),
  updatedAt: timestamp,
});
nameSchema(importJobViewSchema, 'ImportJob');

/**
 * Where to upload some of the parts of a job's file: each part's bytes (`size` of them, part n
 * beginning after n - 1 parts of `partBytes`) PUT to its `url` before `expiresAt`; S3 answers each
 * with an `ETag` header, which the start lists. `partCount` is how many parts the file has: those
 * not listed are asked for (`listImportJobPartsBOV1`).
 */
export const importJobPartUploadsSchema = z.strictObject({
  method: z.literal('PUT'),
  parts: z
    .array(z.strictObject({ partNumber: z.number(), size: z.number(), url: z.string() }))
    .check(z.maxLength(importJobLimits.partUrlBatch)),
  expiresAt: timestamp,
  partCount: integer(1, maxPartCount),
});
nameSchema(importJobPartUploadsSchema, 'ImportJobPartUploads');

/** A new job, and the upload of its file's first parts. */
export const createdImportJobSchema = z.strictObject({ job: importJobViewSchema, upload: importJobPartUploadsSchema });
nameSchema(createdImportJobSchema, 'CreatedImportJob');

/** Which parts to sign: `count` of them from part `from` (1 is the file's first); none past its last. */
export const importJobPartsQuery = z.strictObject({
  from: z
    ._default(queryInteger(1, maxPartCount), 1)
    .check(z.describe("the first part listed, at most the file's last")),
  count: z
    ._default(queryInteger(1, importJobLimits.partUrlBatch), importJobLimits.partUrlBatch)
    .check(z.describe('parts listed from `from`, fewer when the file ends before')),
});

/** The start completes the upload: every part, in order, with the `ETag` S3 answered its PUT with. */
export const startImportJobSchema = z.strictObject({
  parts: z
    .array(
      z.strictObject({
        partNumber: integer(1, 10_000),
        etag: z.string().check(z.regex(/^"?[\w-]{1,64}"?$/, { error: 'must be the ETag S3 answered the part with' })),
      }),
    )
    .check(z.minLength(1), z.maxLength(maxPartCount)),
});
nameSchema(startImportJobSchema, 'ImportJobStart');

export const importJobView = (job: ImportJob): z.output<typeof importJobViewSchema> => ({
  id: job.id,
  state: job.state,
  createdBy: job.createdBy,
  createdAt: job.createdAt,
  startedAt: job.startedAt,
  finishedAt: job.finishedAt,
  fileSize: job.fileSize,
  fileSha256: job.fileSha256,
  organizationId: job.organizationId,
  records: job.records,
  steps: job.steps,
  problems: job.problems,
  problemCount: job.problemCount,
  failure: job.failure,
  updatedAt: job.updatedAt,
});
