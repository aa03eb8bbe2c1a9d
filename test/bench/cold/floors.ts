import type { Grants } from '#functions/operations.ts';

const dynamoDb = [
  "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "export { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
];

/** The SDK a grant lets a function call; the environment credentials provider is in every floor. */
const sdkOf: { [Kind in keyof Grants]-?: string[] } = {
  callers: dynamoDb,
  table: dynamoDb,
  bucket: [
    "export { S3Client } from '@aws-sdk/client-s3';",
    "export { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
  ],
  bucketListing: ["export { S3Client } from '@aws-sdk/client-s3';"],
  analysisQueue: ["export { SQSClient } from '@aws-sdk/client-sqs';"],
  importQueue: ["export { SQSClient } from '@aws-sdk/client-sqs';"],
  email: ["export { SESClient } from '@aws-sdk/client-ses';"],
  signInUsers: ["export { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';"],
  backOfficeSignIns: ["export { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';"],
  // The browser calls Cognito, not the function.
  signInClient: [],
};

/**
 * A function's floor: a module holding only the AWS SDK clients its grants let it call, and the
 * environment credentials provider, bundled with the same settings as the function.
 */
export const floorSource = (grants: Grants): string =>
  [
    "export { fromEnv } from '@aws-sdk/credential-provider-env';",
    // A set: two grants may call the same SDK (callers and table both DynamoDB).
    ...new Set((Object.keys(sdkOf) as (keyof Grants)[]).filter((kind) => grants[kind]).flatMap((kind) => sdkOf[kind])),
  ].join('\n');
