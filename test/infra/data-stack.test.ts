import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { deadLetterRetention, defaultNoncurrentVersionDays, importFileDays } from '#infra/stacks/data-stack.ts';
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

  it('lets no browser origin use presigned URLs unless the deployment names it', () => {
    expect(bucket?.Properties?.CorsConfiguration).toBeUndefined();
  });

  it("allows presigned PUT and GET from the deployment's origins, and only those", () => {
    const { data } = buildTestApp(undefined, { allowedOrigins: 'https://app.facility-compliance.test' });
    const [named] = Object.values(resourcesOf(data, 'AWS::S3::Bucket')).filter((b) => b.Properties?.CorsConfiguration);
    const { CorsRules } = named!.Properties!.CorsConfiguration as {
      CorsRules: { AllowedMethods: string[]; AllowedOrigins: string[] }[];
    };
    expect(CorsRules).toHaveLength(1);
    expect(CorsRules[0]?.AllowedMethods.sort()).toEqual(['GET', 'PUT']);
    expect(CorsRules[0]?.AllowedOrigins).toEqual(['https://app.facility-compliance.test']);
  });

  it('expires replaced and deleted versions after the set days, removes unfinished uploads, and import files after their jobs', () => {
    expect(bucket?.Properties?.LifecycleConfiguration).toEqual({
      Rules: [
        {
          Id: 'ExpireNoncurrentVersions',
          Status: 'Enabled',
          NoncurrentVersionExpiration: { NoncurrentDays: defaultNoncurrentVersionDays },
          ExpiredObjectDeleteMarker: true,
        },
        { Id: 'AbortIncompleteUploads', Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
        { Id: 'ExpireImportFiles', Status: 'Enabled', Prefix: 'imports/', ExpirationInDays: importFileDays },
      ],
    });
  });

  it('takes the days noncurrent versions are kept from CDK context noncurrentVersionDays', () => {
    const { data } = buildTestApp(undefined, { noncurrentVersionDays: '7' });
    const rules = Object.values(resourcesOf(data, 'AWS::S3::Bucket')).flatMap(
      (b) =>
        (b.Properties?.LifecycleConfiguration as { Rules: { NoncurrentVersionExpiration?: unknown }[] })?.Rules ?? [],
    );
    expect(rules.map((rule) => rule.NoncurrentVersionExpiration).filter(Boolean)).toEqual([{ NoncurrentDays: 7 }]);
    expect(() => buildTestApp(undefined, { noncurrentVersionDays: '0' })).toThrow(
      /"noncurrentVersionDays" is not a whole number above 0: 0/,
    );
  });
});

describe('data stack stream failure queue', () => {
  const queueId = logicalIdOf(stack.streamFailures, stack);
  const queue = resourcesOf(stack, 'AWS::SQS::Queue')[queueId];

  it('keeps what the stream gave up as long as SQS can, encrypted, TLS only', () => {
    expect(queue?.Properties).toMatchObject({
      MessageRetentionPeriod: deadLetterRetention.toSeconds(),
      SqsManagedSseEnabled: true,
    });
    expect(denyInsecureTransport({ 'Fn::GetAtt': [queueId, 'Arn'] }, 'AWS::SQS::QueuePolicy')).toBeDefined();
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
