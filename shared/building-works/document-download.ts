import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../aws/s3.ts';
import { setting } from '../config/env.ts';

/** Long enough to click through a listing, short enough that a leaked link soon stops working. */
export const DOWNLOAD_URL_LIFETIME_SECONDS = 900;

/**
 * A time-limited GET of the document's object. The response headers make the browser save it
 * under the document's name and type, whatever the object's key looks like.
 */
export const presignDownload = (storageKey: string, fileName: string, mimeType: string): Promise<string> =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      ResponseContentType: mimeType,
    }),
    { expiresIn: DOWNLOAD_URL_LIFETIME_SECONDS },
  );
