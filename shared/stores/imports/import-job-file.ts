import { GetObjectCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { presignedUpload, type UploadTarget } from '#shared/stores/storage/presign.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';

/** Where the job's file goes: a PUT of exactly this size, as JSON. */
export const presignJobFileUpload = (jobId: string, size: number): Promise<UploadTarget> =>
  presignedUpload(storageKeys.importJobFile(jobId), 'application/json', size);

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

/** The job's file, whole (the worker reads it at each step). */
export const readJobFile = async (jobId: string): Promise<Buffer> => {
  const { Body } = await s3().send(
    new GetObjectCommand({ Bucket: setting('bucketName'), Key: storageKeys.importJobFile(jobId) }),
  );
  if (!Body) throw new Error(`The file of import job ${jobId} has no body`);
  return Buffer.from(await Body.transformToByteArray());
};
