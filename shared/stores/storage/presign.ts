import { GetObjectCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';

/** A download link only has to outlive the page that shows it. */
export const downloadUrlLifetimeSeconds = 5 * 60;
/** Long enough for a 1 GB upload on a slow office connection, short enough to be useless if leaked. */
const uploadUrlLifetimeSeconds = 15 * 60;

/** RFC 6266 with an RFC 5987 `filename*`, so that accented names survive; the ASCII fallback drops the rest. */
const attachmentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export const presignedDownload = (storageKey: string, fileName: string): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      ResponseContentDisposition: attachmentDisposition(fileName),
    }),
    { expiresIn: downloadUrlLifetimeSeconds },
  );

export interface UploadTarget {
  storageKey: string;
  presignedUrl: string;
  expiresAt: string;
}

/**
 * A PUT that S3 accepts only with exactly this content type and this many bytes: both headers are
 * signed, so a client that sends anything else gets a signature mismatch.
 */
export const presignedUpload = async (
  storageKey: string,
  contentType: string,
  size: number,
  now = new Date(),
): Promise<UploadTarget> => {
  const presignedUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      ContentType: contentType,
      ContentLength: size,
    }),
    {
      expiresIn: uploadUrlLifetimeSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
      signingDate: now,
    },
  );
  return {
    storageKey,
    presignedUrl,
    expiresAt: new Date(now.getTime() + uploadUrlLifetimeSeconds * 1000).toISOString(),
  };
};

/**
 * One part of a multipart upload: a PUT that S3 accepts only with this many bytes (the length is
 * signed), before the same lifetime as a whole upload's.
 */
export const presignedPartUpload = async (
  storageKey: string,
  uploadId: string,
  part: { partNumber: number; size: number },
  now: Date,
): Promise<{ partNumber: number; size: number; url: string; expiresAt: string }> => ({
  ...part,
  url: await getSignedUrl(
    s3(),
    new UploadPartCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      UploadId: uploadId,
      PartNumber: part.partNumber,
      ContentLength: part.size,
    }),
    { expiresIn: uploadUrlLifetimeSeconds, signableHeaders: new Set(['content-length']), signingDate: now },
  ),
  expiresAt: new Date(now.getTime() + uploadUrlLifetimeSeconds * 1000).toISOString(),
});
