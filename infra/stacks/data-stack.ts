import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { globalIndexes, tableKeys, ttlAttribute } from '#shared/stores/db/table-definition.ts';
import { storageAreas } from '#shared/stores/storage/storage-keys.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';

/** The longest SQS keeps messages: time to inspect failed analyses and redrive them. */
export const deadLetterRetention = Duration.days(14);

/** How long S3 keeps an object's version after it is overwritten or deleted, unless CDK context `noncurrentVersionDays` says. */
export const defaultNoncurrentVersionDays = 30;

/** A multipart upload nobody completed or aborted is removed after this, with the parts S3 bills for. */
const abortedUploadDays = 1;

/**
 * An import job's file is read only by the job's own steps, which end within a day (docs/import-jobs.md,
 * Steps); the job item keeps its digest and outcome. The file is removed this long after its upload.
 */
export const importFileDays = 30;

interface DataStackProps extends StackProps {
  /** Browser origins that may PUT and GET attachments with presigned URLs; none, no CORS rule. */
  allowedOrigins: string[];
  noncurrentVersionDays: number;
}

/** Stateful resources, kept apart from the API so that redeploying functions never touches data. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly bucket: Bucket;
  readonly analysisQueue: Queue;
  readonly analysisDeadLetterQueue: Queue;
  readonly importQueue: Queue;
  readonly importDeadLetterQueue: Queue;
  /** The table stream's records the outbox relay gave up: their place, for a person (docs/analyses.md). */
  readonly streamFailures: Queue;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = this.createTable();
    this.bucket = this.createBucket(props);
    [this.analysisQueue, this.analysisDeadLetterQueue] = this.createQueue('Analysis', analysisDelivery);
    [this.importQueue, this.importDeadLetterQueue] = this.createQueue('Import', importDelivery);
    this.streamFailures = this.createDeadLetterQueue(
      'StreamFailureQueue',
      'This is the on-failure destination of the table stream; what lands here is inspected by hand.',
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.bucket.bucketName });
    new CfnOutput(this, 'AnalysisQueueUrl', { value: this.analysisQueue.queueUrl });
  }

  private createTable(): Table {
    const table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: ttlAttribute,
      // Read by the outbox relay that is still to come.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }

  private createBucket({ allowedOrigins, noncurrentVersionDays }: DataStackProps): Bucket {
    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Server access log delivery supports S3-managed keys only.
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket receives the attachment bucket access logs; logging it as well would only log log deliveries.',
    });

    return new Bucket(this, 'AttachmentsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'attachments/',
      cors:
        allowedOrigins.length > 0
          ? [
              {
                allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
                allowedOrigins,
                // Presigned uploads send the signed content type and checksum headers chosen by the SDK.
                allowedHeaders: ['*'],
                exposedHeaders: ['ETag'],
                maxAge: 3000,
              },
            ]
          : undefined,
      // Versions only ever replaced or deleted, and uploads never finished, are not the organizations'
      // files: usage never counted them (docs/files.md, Upload size limit), and S3 would keep them for ever.
      lifecycleRules: [
        {
          id: 'ExpireNoncurrentVersions',
          noncurrentVersionExpiration: Duration.days(noncurrentVersionDays),
          expiredObjectDeleteMarker: true,
        },
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(abortedUploadDays) },
        {
          id: 'ExpireImportFiles',
          prefix: storageAreas.importJobs.replace(/\*$/, ''),
          expiration: Duration.days(importFileDays),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * A work queue (`<name>Queue`) and its dead-letter queue (`<name>DeadLetterQueue`), on the
   * delivery settings its consumer shares with the API stack and the local stack.
   */
  private createQueue(
    name: string,
    delivery: { visibilityTimeoutSeconds: number; maxReceiveCount: number },
  ): [Queue, Queue] {
    const deadLetterQueue = this.createDeadLetterQueue(
      `${name}DeadLetterQueue`,
      `This is the dead-letter queue of the ${name.toLowerCase()} queue; messages that fail here are inspected by hand.`,
    );
    const queue = new Queue(this, `${name}Queue`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(delivery.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: delivery.maxReceiveCount },
    });
    return [queue, deadLetterQueue];
  }

  /**
   * A queue of failures, kept as long as SQS keeps anything; it needs no dead-letter queue of its
   * own. It outlives the stack: a deleted stack leaves the failed messages for a person to read.
   */
  private createDeadLetterQueue(id: string, reason: string): Queue {
    const queue = new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: deadLetterRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
    return queue;
  }
}
