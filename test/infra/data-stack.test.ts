import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { deadLetterRetention } from '#infra/stacks/data-stack.ts';
import { tableSchema, ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { buildTestApp, logicalIdOf, resourcesOf } from './fixture.ts';

const { data: stack } = buildTestApp();
const template = Template.fromStack(stack);

/** The bucket or queue policy statement that refuses every request made without TLS. */
const denyInsecureTransport = (resource: { Ref: string } | { 'Fn::GetAtt': [string, string] }, type: string) => {
  const target = JSON.stringify(resource);
  return Object.values(resourcesOf(stack, type))
    .filter((policy) => JSON.stringify(policy.Properties).includes(target))
    .flatMap((policy) => (policy.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
    .find(
      (statement) =>
        statement.Effect === 'Deny' &&
        JSON.stringify(statement.Condition) === '{"Bool":{"aws:SecureTransport":"false"}}',
    );
};

describe('data stack table', () => {
  const tableId = logicalIdOf(stack.table, stack);
  const table = resourcesOf(stack, 'AWS::DynamoDB::Table')[tableId];

  it('follows the shared key schema, indexes and TTL attribute', () => {
    expect(table?.Properties).toMatchObject({
      ...tableSchema,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    });
  });

  it('is on demand, streamed, recoverable, protected, encrypted and retained', () => {
    expect(table?.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      SSESpecification: { SSEEnabled: true },
    });
    expect(table?.DeletionPolicy).toBe('Retain');
  });
});

describe('data stack bucket', () => {
  const bucketId = logicalIdOf(stack.bucket, stack);
  const bucket = resourcesOf(stack, 'AWS::S3::Bucket')[bucketId];

  it('blocks public access, encrypts, versions, logs access and is retained', () => {
    expect(bucket?.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: {},
    });
    expect(bucket?.DeletionPolicy).toBe('Retain');
  });

  it('refuses requests without TLS', () => {
    expect(denyInsecureTransport({ 'Fn::GetAtt': [bucketId, 'Arn'] }, 'AWS::S3::BucketPolicy')).toBeDefined();
  });

  it('aborts a multipart upload left incomplete after a day (an import job never started)', () => {
    expect(bucket?.Properties?.LifecycleConfiguration).toEqual({
      Rules: [{ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }],
    });
  });

  it('allows presigned PUT and GET from browsers', () => {
    const [rule] = (bucket!.Properties!.CorsConfiguration as { CorsRules: { AllowedMethods: string[] }[] }).CorsRules;
    expect(rule?.AllowedMethods.sort()).toEqual(['GET', 'PUT']);
  });
});

describe('data stack analysis queue', () => {
  const queues = resourcesOf(stack, 'AWS::SQS::Queue');
  const queueId = logicalIdOf(stack.analysisQueue, stack);
  const queue = queues[queueId];
  const deadLetterQueueId = (queue!.Properties!.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string] } })
    .deadLetterTargetArn['Fn::GetAtt'][0];

  it('hands messages to a dead-letter queue after a few receives', () => {
    expect(queue!.Properties!.RedrivePolicy).toMatchObject({ maxReceiveCount: analysisDelivery.maxReceiveCount });
    expect(queues[deadLetterQueueId]?.Properties?.MessageRetentionPeriod).toBe(deadLetterRetention.toSeconds());
  });

  it('keeps messages invisible for at least six consumer timeouts', () => {
    expect(queue!.Properties!.VisibilityTimeout).toBeGreaterThanOrEqual(6 * analysisDelivery.consumerTimeoutSeconds);
  });

  it.each([
    ['queue', queueId],
    ['dead-letter queue', deadLetterQueueId],
  ])('encrypts the %s and refuses requests without TLS', (_name, id) => {
    expect(queues[id]?.Properties?.SqsManagedSseEnabled).toBe(true);
    expect(denyInsecureTransport({ 'Fn::GetAtt': [id, 'Arn'] }, 'AWS::SQS::QueuePolicy')).toBeDefined();
  });
});

describe('data stack', () => {
  it('outputs the table name, bucket name and queue URL', () => {
    for (const output of ['TableName', 'BucketName', 'AnalysisQueueUrl']) template.hasOutput(output, {});
  });
});
