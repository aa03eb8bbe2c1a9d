import { S3Client } from '@aws-sdk/client-s3';
import { optionalSetting } from '#shared/stores/config/env.ts';
import { traced } from '#shared/stores/observability/traced.ts';

/**
 * One S3 client per process; the endpoint comes from the SDK's configuration (`AWS_ENDPOINT_URL_S3`
 * locally). Checksums only when an operation requires one: otherwise the SDK signs a CRC32 of an
 * empty body into every presigned PUT, and real S3 then rejects the actual upload.
 */
let client: S3Client | undefined;

export const s3 = (): S3Client => {
  client ??= traced(
    new S3Client({
      forcePathStyle: optionalSetting('s3ForcePathStyle') === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return client;
};
