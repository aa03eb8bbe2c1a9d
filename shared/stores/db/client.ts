import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { setting } from '#shared/stores/config/env.ts';
import { traced } from '#shared/stores/observability/traced.ts';

/**
 * One document client per process. The endpoint comes from the SDK's own configuration
 * (`AWS_ENDPOINT_URL_DYNAMODB` locally), so no code here knows whether it talks to AWS.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export const db = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(traced(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
};

export const tableName = (): string => setting('tableName');
