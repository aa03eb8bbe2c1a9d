import { createHash, type Hash } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
} from '@aws-sdk/client-s3';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { presignedPartUpload } from '#shared/stores/storage/presign.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import type { CatalogueSource } from '#shared/vocabulary/catalogue-format/catalogue-source.ts';
import { fileParts } from '#shared/vocabulary/catalogue-format/json-stream.ts';

/** Begins the multipart upload of the job's file (docs/import-jobs.md): its upload id. */
export const beginJobFileUpload = async (jobId: string): Promise<string> => {
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({
      Bucket: setting('bucketName'),
      Key: storageKeys.importJobFile(jobId),
      ContentType: 'application/json',
    }),
  );
  if (!UploadId) throw new Error(`S3 began the upload of import job ${jobId} without an upload id`);
  return UploadId;
};

/** A presigned PUT for each of these parts of the job's upload, each signed with its exact length. */
export const signJobFileParts = (
  jobId: string,
  uploadId: string,
  parts: readonly { partNumber: number; size: number }[],
  now: Date,
) => Promise.all(parts.map((part) => presignedPartUpload(storageKeys.importJobFile(jobId), uploadId, part, now)));

/** Errors by which S3 refuses to complete an upload whose parts are not all there as listed. */
const partsRefused = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'NoSuchUpload']);

/**
 * Completes the job's multipart upload with the parts the client uploaded: false when S3 refuses
 * them (a part missing, another ETag, a part too small) or the upload is no more (completed before).
 */
export const completeJobFileUpload = async (
  jobId: string,
  uploadId: string,
  parts: readonly { partNumber: number; etag: string }[],
): Promise<boolean> => {
  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: setting('bucketName'),
        Key: storageKeys.importJobFile(jobId),
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
      }),
    );
    return true;
  } catch (error) {
    if (partsRefused.has((error as { name?: string }).name ?? '')) return false;
    throw error;
  }
};

/** The size of the uploaded file, or undefined before the upload. */
export const uploadedJobFileSize = async (jobId: string): Promise<number | undefined> => {
  try {
    const head = await s3().send(
      new HeadObjectCommand({ Bucket: setting('bucketName'), Key: storageKeys.importJobFile(jobId) }),
    );
    return head.ContentLength;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
};

/** The job's file was replaced after its first pass read it: no later pass can read the bytes it digested. */
export class JobFileChanged extends Error {
  constructor(jobId: string) {
    super(`the file of import job ${jobId} was replaced after its first pass read it`);
    this.name = 'JobFileChanged';
  }
}

/** The version of the object a read is pinned to, or the first read's to pin. */
interface FileVersion {
  etag: string | undefined;
}

/**
 * The job's file as a stream of chunks, never whole (the worker reads it at each pass): the
 * version pinned when there is one (`IfMatch`: S3 and fauxqs answer 412 for another), else the
 * current one, which this read pins.
 */
async function* jobFileChunks(jobId: string, version: FileVersion): AsyncGenerator<Uint8Array> {
  const { Body, ETag } = await s3()
    .send(
      new GetObjectCommand({
        Bucket: setting('bucketName'),
        Key: storageKeys.importJobFile(jobId),
        ...(version.etag !== undefined && { IfMatch: version.etag }),
      }),
    )
    .catch((error: unknown) => {
      throw (error as { name?: string }).name === 'PreconditionFailed' ? new JobFileChanged(jobId) : error;
    });
  if (!Body) throw new Error(`The file of import job ${jobId} has no body`);
  version.etag ??= ETag;
  yield* Body as AsyncIterable<Uint8Array>;
}

/** The chunks as they pass, added to the digest. */
async function* digested(chunks: AsyncIterable<Uint8Array>, digest: Hash): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    digest.update(chunk);
    yield chunk;
  }
}

/**
 * The job's file as the import reads it: each pass a new read of the object, streamed, of the
 * version `etag` names (a job's first pass has none, and pins the version it reads: `etag()`);
 * the outline's pass parses no record and names the file by the SHA-256 of its bytes. The ETag
 * rather than a VersionId: the bucket is versioned in AWS, but the local stand-in (fauxqs 2.4.1)
 * keeps no versions and honours `If-Match`, so the same code reads the same bytes in both.
 */
export const jobFileSource = (jobId: string, etag?: string): CatalogueSource & { etag(): string | undefined } => {
  const version: FileVersion = { etag };
  return {
    async outline() {
      const digest = createHash('sha256');
      for await (const part of fileParts(digested(jobFileChunks(jobId, version), digest), Number.POSITIVE_INFINITY))
        if ('envelope' in part)
          return { envelope: part.envelope, recordCount: part.recordCount, fileHash: digest.digest('hex') };
      throw new Error(`The file of import job ${jobId} ended before its envelope`);
    },
    parts: (from = 0) => fileParts(jobFileChunks(jobId, version), from),
    etag: () => version.etag,
  };
};
