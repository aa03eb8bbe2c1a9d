import type { Grants } from '../../../functions/operations.ts';

/** The SDK a grant lets a function call; the environment credentials provider is in every floor. */
const sdkOf: { [Kind in keyof Grants]-?: string[] } = {
  table: [
    "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "export { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
  ],
  bucket: [
    "export { S3Client } from '@aws-sdk/client-s3';",
    "export { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
  ],
  analysisQueue: ["export { SQSClient } from '@aws-sdk/client-sqs';"],
  email: ["export { SESClient } from '@aws-sdk/client-ses';"],
};

/**
 * A function's floor: a module holding only the AWS SDK clients its grants let it call, and the
 * environment credentials provider, bundled with the same settings as the function.
 */
export const floorSource = (grants: Grants): string =>
  [
    "export { fromEnv } from '@aws-sdk/credential-provider-env';",
    ...(Object.keys(sdkOf) as (keyof Grants)[]).filter((kind) => grants[kind]).flatMap((kind) => sdkOf[kind]),
  ].join('\n');
